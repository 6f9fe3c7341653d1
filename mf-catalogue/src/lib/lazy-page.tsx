import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';

/**
 * A component whose code arrives only when it is first shown, so the list pages' first load carries
 * nothing of the other pages. Until the code is there it says it is loading.
 */
function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(
    load,
    <Page aria-busy="true">
      <Loading label="Loading the page…" />
    </Page>,
  );
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, <Loading label="Loading…" />);
}

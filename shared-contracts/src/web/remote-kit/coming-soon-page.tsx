import { Link, type RouteObject } from 'react-router-dom';
import { manifestRoute } from '@labshop/shared-contracts/core';
import { Page } from './page';

/** An honest page for a path a remote owns whose feature is not built yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page>
      <h1>{title}</h1>
      <p>
        This part of Labshop opens soon. Meanwhile, you can browse the{' '}
        <Link to="/lab-test-list/tests">tests catalogue</Link>.
      </p>
    </Page>
  );
}

/** The title the route manifest gives a path. */
export function manifestTitle(path: string): string {
  return manifestRoute(path).title;
}

/** A route for a manifest path, titled as the manifest titles it, that says the page opens soon. */
export function comingSoon(path: string): RouteObject {
  return { path, element: <ComingSoonPage title={manifestTitle(path)} /> };
}

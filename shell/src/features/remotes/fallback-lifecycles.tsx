import { createRoot, type Root } from 'react-dom/client';
import type { RemoteName } from '@labshop/shared-contracts/core';
import { RemoteFallbackPanel } from './remote-fallback-panel';
import { isSpaLifecycles, remoteContainerId, type SpaLifecycles } from './spa-lifecycles';

const FALLBACK = Symbol('labshop.remote-fallback');

export type FallbackLifecycles = SpaLifecycles & { [FALLBACK]: true };

export function isFallback(value: unknown): value is FallbackLifecycles {
  return isSpaLifecycles(value) && FALLBACK in value;
}

/** single-spa lifecycles that draw the error panel, with its Retry button, in the remote's own area. */
export function createFallbackLifecycles(
  remote: RemoteName,
  retry: (remote: RemoteName) => Promise<void>,
): FallbackLifecycles {
  let root: Root | null = null;
  let host: HTMLElement | null = null;
  return {
    [FALLBACK]: true,
    bootstrap: async () => undefined,
    mount: async () => {
      const container = document.getElementById(remoteContainerId(remote));
      if (!container) throw new Error(`No area on the page for ${remote}`);
      host = document.createElement('div');
      container.appendChild(host);
      root = createRoot(host);
      root.render(<RemoteFallbackPanel remote={remote} onRetry={() => retry(remote)} />);
    },
    unmount: async () => {
      root?.unmount();
      host?.remove();
      root = null;
      host = null;
    },
  };
}

/**
 * Wraps a remote's real lifecycles so that a remote which loads but then throws while starting or
 * mounting shows the error panel in its area instead of breaking the page.
 */
export function withFallback(remote: RemoteName, lifecycles: SpaLifecycles, fallback: SpaLifecycles): SpaLifecycles {
  let failed = false;
  const fail = (stage: string, error: unknown) => {
    console.error(`The ${remote} part of the site failed to ${stage}.`, error);
    failed = true;
  };
  return {
    bootstrap: async (props) => {
      try {
        await lifecycles.bootstrap(props);
      } catch (error) {
        fail('start', error);
      }
    },
    mount: async (props) => {
      if (!failed) {
        try {
          await lifecycles.mount(props);
          return;
        } catch (error) {
          fail('mount', error);
          await lifecycles.unmount(props).catch(() => undefined);
        }
      }
      await fallback.mount(props);
    },
    unmount: async (props) => (failed ? fallback.unmount(props) : lifecycles.unmount(props)),
  };
}

/** Loads a remote for single-spa; any failure (including a module without lifecycles) becomes the panel. */
export async function loadRemoteApplication(
  remote: RemoteName,
  loadModule: (remote: RemoteName) => Promise<unknown>,
  retry: (remote: RemoteName) => Promise<void>,
): Promise<SpaLifecycles> {
  try {
    const module = await loadModule(remote);
    if (isFallback(module)) return module;
    if (!isSpaLifecycles(module)) throw new Error(`${remote} did not expose single-spa lifecycles`);
    return withFallback(remote, module, createFallbackLifecycles(remote, retry));
  } catch (error) {
    console.error(`The ${remote} part of the site could not be loaded.`, error);
    return createFallbackLifecycles(remote, retry);
  }
}

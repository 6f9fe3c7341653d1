import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerApplication } from 'single-spa';
import { federationName, type RemoteName } from '@labshop/shared-contracts/core';
import { isFallback } from './fallback-lifecycles';
import { isSpaLifecycles, type SpaLifecycles } from './spa-lifecycles';

/** Parts of remotes with no screen that stay mounted on every path (the cart keeps the header's count). */
export const PAGE_WIDE_PARTS: readonly { remote: RemoteName; exposed: string }[] = [
  { remote: 'mf-cart-checkout', exposed: 'cart-sync' },
  // The account's modals (role switch, log in, blocked account) open from the header and other remotes' pages.
  { remote: 'mf-account', exposed: 'account-modals' },
  // The catalogue's screening warning opens from the cart; the quiz's programme notice from the weight-loss pages.
  { remote: 'mf-catalogue', exposed: 'catalogue-modals' },
  { remote: 'mf-quiz', exposed: 'quiz-modals' },
];

const NOTHING: SpaLifecycles = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

/**
 * Loads a page-wide part. When its remote is down the page goes on without it: it has no area of its
 * own in which an error panel could stand, so the failure is only logged.
 */
export async function loadPageWidePart(
  remote: RemoteName,
  exposed: string,
  load: (id: string) => Promise<unknown> = (id) => loadRemote<unknown>(id),
): Promise<SpaLifecycles> {
  try {
    const module = await load(`${federationName(remote)}/${exposed}`);
    if (isSpaLifecycles(module) && !isFallback(module)) return module;
    console.error(`The ${remote} part "${exposed}" is not available.`);
  } catch (error) {
    console.error(`The ${remote} part "${exposed}" failed to load.`, error);
  }
  return NOTHING;
}

export function registerPageWideParts(): void {
  for (const { remote, exposed } of PAGE_WIDE_PARTS) {
    registerApplication({
      name: `${remote}/${exposed}`,
      app: () => loadPageWidePart(remote, exposed),
      activeWhen: () => true,
    });
  }
}

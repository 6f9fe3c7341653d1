import type { RemoteName } from '@labshop/shared-contracts/core';

/** This remote's name in the route manifest and in remotes.json. */
export const REMOTE: RemoteName = 'mf-cart-checkout';

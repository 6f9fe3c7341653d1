import type { RemoteName } from '@labshop/shared-contracts/core';

/** How a visitor would name each part of the site, for the error panel. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  'mf-catalogue': 'The test catalogue',
  'mf-cart-checkout': 'Your cart and checkout',
  'mf-account': 'Your account',
  'mf-doctor': 'The doctors section',
  'mf-quiz': 'The health quiz',
};

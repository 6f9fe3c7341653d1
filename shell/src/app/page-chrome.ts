import type { Layout, RouteDefinition } from '@labshop/shared-contracts/core';

/** What surrounds a page, decided by its manifest route (its layout and flags). */
export interface PageChrome {
  layout: Layout;
  header: 'full' | 'compact';
  headerTone: 'light' | 'dark';
  footer: 'full' | 'compact';
  newsletter: boolean;
  hideFooterOnMobile: boolean;
}

/**
 * `default`: full header and footer. `alternate` (a landing page, the embedded cart): a compact header and
 * footer without the shop navigation. `who-we-are`: the full header on the dark brand band.
 */
export function pageChrome(route: RouteDefinition | null): PageChrome {
  const layout = route?.layout ?? 'default';
  return {
    layout,
    header: layout === 'alternate' ? 'compact' : 'full',
    headerTone: layout === 'who-we-are' ? 'dark' : 'light',
    footer: layout === 'alternate' ? 'compact' : 'full',
    newsletter: route?.newsletter === true,
    hideFooterOnMobile: route?.hideFooterOnMobile === true,
  };
}

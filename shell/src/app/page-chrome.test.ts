import { matchRoute, ROUTES } from '@labshop/shared-contracts/core';
import { pageChrome } from './page-chrome';

function chromeOf(path: string) {
  return pageChrome(matchRoute(path)?.route ?? null);
}

describe('page chrome from the route manifest', () => {
  it('uses the default layout unless the route names another', () => {
    expect(chromeOf('/lab-test-list/tests').layout).toBe('default');
    expect(chromeOf('/about-us').layout).toBe('who-we-are');
    expect(chromeOf('/partners').layout).toBe('alternate');
    expect(chromeOf('/no-such-page').layout).toBe('default');
  });

  it('gives the alternate layout a compact header and footer, and who-we-are the dark header', () => {
    expect(chromeOf('/partners')).toMatchObject({ header: 'compact', footer: 'compact', headerTone: 'light' });
    expect(chromeOf('/about-us')).toMatchObject({ header: 'full', footer: 'full', headerTone: 'dark' });
    expect(chromeOf('/faq')).toMatchObject({ header: 'full', footer: 'full', headerTone: 'light' });
  });

  it('hides the footer on mobile exactly where the manifest says', () => {
    const hiding = ROUTES.filter((route) => pageChrome(route).hideFooterOnMobile).map((route) => route.path);
    expect(hiding).toEqual(ROUTES.filter((route) => route.hideFooterOnMobile).map((route) => route.path));
    expect(chromeOf('/cart').hideFooterOnMobile).toBe(true);
    expect(chromeOf('/faq').hideFooterOnMobile).toBe(false);
  });

  it('shows the newsletter only on the flagged page', () => {
    expect(chromeOf('/').newsletter).toBe(true);
    expect(chromeOf('/faq').newsletter).toBe(false);
  });
});

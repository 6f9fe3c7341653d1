import { ROUTES } from './manifest';
import { compilePath, examplePath, manifestRoute, matchRoute, ownerOf } from './match';

describe('route manifest', () => {
  it.each([
    ['/', 'mf-catalogue'],
    ['/lab-test-list/tests', 'mf-catalogue'],
    ['/lab-test-list/tests/thyroid', 'mf-catalogue'],
    ['/lab-test-list/custom-package', 'mf-cart-checkout'],
    ['/offer/weight-loss', 'mf-quiz'],
    ['/offer/weight-loss-programme-basic', 'mf-quiz'],
    ['/offer/invest-in-the-health-of-your-workforce-today', 'mf-catalogue'],
    ['/offer/spring-sale', 'mf-catalogue'],
    ['/doctor', 'mf-doctor'],
    ['/doctor/anna-nowak', 'mf-doctor'],
    ['/quiz/weight-loss/thanks', 'mf-quiz'],
    ['/about-us', 'shell'],
    ['/error/404', 'shell'],
  ])('gives %s to %s', (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it('owns no path outside the manifest', () => {
    expect(matchRoute('/no-such-page')).toBeNull();
    expect(matchRoute('/lab-test/one/two')).toBeNull();
    expect(matchRoute('/lab-test')).toBeNull();
  });

  it('reads parameters, decoding them', () => {
    expect(matchRoute('/locations/krak%C3%B3w/centrum')?.params).toEqual({ city: 'kraków', slug: 'centrum' });
    expect(matchRoute('/offer/weight-loss-programme-premium')?.params).toEqual({ product: 'premium' });
    expect(matchRoute('/news')?.params).toEqual({});
  });

  it('keeps the two-segment optional route apart from its parent', () => {
    expect(matchRoute('/news/post/hello')?.route.path).toBe('/news/post/:slug?');
    expect(matchRoute('/news/hello')?.route.path).toBe('/news/:slug?');
  });

  it('matches the example path of every route to that route', () => {
    for (const route of ROUTES) {
      expect(matchRoute(examplePath(route.path))?.route).toBe(route);
    }
  });

  it('declares each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks the flags the spec names', () => {
    expect(ROUTES.filter((route) => route.newsletter)).toHaveLength(1);
    expect(ROUTES.filter((route) => route.hideFooterOnMobile)).toHaveLength(2);
    expect(ROUTES.find((route) => route.path === '/about-us')?.layout).toBe('who-we-are');
    expect(ROUTES.some((route) => route.forDoctor)).toBe(true);
  });

  it('finds a route by the pattern it lists, and refuses a pattern it does not list', () => {
    expect(manifestRoute('/account/orders')).toMatchObject({ owner: 'mf-account', title: 'Orders' });
    expect(() => manifestRoute('/account/orders/1')).toThrow('The route manifest has no path /account/orders/1');
  });

  it('compiles a prefixed parameter segment', () => {
    const { pattern, names } = compilePath('/offer/weight-loss-programme-:product');
    expect(names).toEqual(['product']);
    expect(pattern.test('/offer/weight-loss-programme-x')).toBe(true);
    expect(pattern.test('/offer/weight-loss')).toBe(false);
  });
});

import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    '540.25a532b0.js',
    '540.25a532b0.js.map',
    '325.cbdf8de0.js.LICENSE.txt',
    '__federation_expose_spa.430e0405.js',
    'assets/logo.1a2b3c4d.png',
    '/site/remotes/mf-quiz/20250101T000000-abcdef12/88.f8df2bcf.js',
    '540.25a532b0.js.br',
    '540.25a532b0.js.gz',
  ])('lets browsers keep %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each([
    'index.html',
    'remoteEntry.js',
    'mf-manifest.json',
    'main.js',
    'main.js.map',
    'main.js.br',
    'remoteEntry.js.gz',
    'remotes.json',
    'latest.json',
  ])('makes browsers revalidate %s, whose name survives a release', (file) => {
    expect(cacheControlFor(file)).toBe(REVALIDATE);
  });

  it('revalidates a name that only looks short of a hash', () => {
    expect(cacheControlFor('vendor.abc123.js')).toBe(REVALIDATE);
  });
});

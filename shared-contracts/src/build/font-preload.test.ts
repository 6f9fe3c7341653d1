import { fontPreloadLinks } from './font-preload';

describe('preloading the font', () => {
  it('preloads the Latin file of Inter the build emitted, fetched as a font in CORS mode', () => {
    const assets = [
      'main.js',
      'assets/inter-latin-ext-wght-normal.0f1e2d3c.woff2',
      'assets/inter-latin-wght-normal.1a2b3c4d.woff2',
      'assets/logo.5e6f7a8b.svg',
    ];
    expect(fontPreloadLinks(assets, '/')).toBe(
      '<link rel="preload" href="/assets/inter-latin-wght-normal.1a2b3c4d.woff2" as="font" type="font/woff2" crossorigin />',
    );
  });

  it('adds nothing to a page whose build has no font', () => {
    expect(fontPreloadLinks(['main.js', 'remoteEntry.js'], '/')).toBe('');
  });
});

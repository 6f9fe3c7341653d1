import { sitemapFiles, sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('site map files', () => {
  it('splits the addresses into files of at most the limit, in order', () => {
    const entries = Array.from({ length: 5 }, (_, index) => ({ loc: `https://shop.example/${index}` }));

    expect(sitemapFiles(entries, 2).map((file) => file.map((entry) => entry.loc.slice(-1)))).toEqual([
      ['0', '1'],
      ['2', '3'],
      ['4'],
    ]);
  });

  it('an index names each file by its number', () => {
    expect(sitemapIndexXml('https://shop.example', 2)).toContain(
      '<sitemap><loc>https://shop.example/sitemaps/1.xml</loc></sitemap>\n  <sitemap><loc>https://shop.example/sitemaps/2.xml</loc></sitemap>',
    );
  });

  it('escapes an address so the XML stays well formed', () => {
    expect(urlSetXml([{ loc: 'https://shop.example/a?b=1&c=2' }])).toContain(
      '<loc>https://shop.example/a?b=1&#38;c=2</loc>',
    );
  });
});

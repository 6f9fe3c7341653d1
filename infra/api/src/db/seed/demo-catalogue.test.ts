import { isValidLoinc } from '../../modules/catalogue-import/loinc';
import { buildBenchmarkTests } from './benchmark/benchmark-catalogue';
import { DEMO_CATEGORIES } from './categories';
import { buildDemoCatalogue, type DemoCatalogueItem } from './demo-catalogue';
import { DEMO_PRICE_LISTS, demoPriceRows, priceListId, type PriceRow } from './prices';
import { DEMO_SCREENING_PROGRAMMES } from './screening-programmes';
import { testId } from './catalogue';

const NOW = new Date('2026-03-02T10:00:00Z');

/** The categories the demo leaves empty, which the shop therefore does not list. */
const CATEGORIES_WITHOUT_DEMO_ITEMS = ['sport-and-fitness', 'skin-and-hair', 'children'];

describe('the demo catalogue', () => {
  const catalogue = buildDemoCatalogue();
  const singles = catalogue.filter((item) => item.kind === 'test');
  const packages = catalogue.filter((item) => item.contents.length > 0);

  it('holds real tests only: nothing generated, every test described, LOINC codes that pass the check digit', () => {
    expect(catalogue.filter((item) => item.generated)).toEqual([]);
    expect(singles.length).toBeGreaterThan(180);
    expect(singles.filter((item) => (item.description ?? '').length <= 20)).toEqual([]);
    expect(singles.filter((item) => item.loincCode !== null && !isValidLoinc(item.loincCode))).toEqual([]);
  });

  it('fills every category but a few, which the shop then leaves out of its navigation', () => {
    const used = new Set(catalogue.map((item) => item.category));
    expect(DEMO_CATEGORIES).toHaveLength(68);
    expect(DEMO_CATEGORIES.filter((category) => !used.has(category.slug)).map((category) => category.slug)).toEqual(
      CATEGORIES_WITHOUT_DEMO_ITEMS,
    );
  });

  it('has unique slugs and names', () => {
    expect(new Set(catalogue.map((item) => item.slug)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((item) => item.name.toLowerCase())).size).toBe(catalogue.length);
  });

  it('takes the sample a test names: urine for urine tests, stool for stool tests, a swab for swabs', () => {
    const mismatched = singles.filter(
      (item) =>
        (/\burine\b/i.test(item.name) && item.sampleType !== 'urine') ||
        (/\b(stool|faecal)\b/i.test(item.name) && item.sampleType !== 'stool') ||
        (/\b(swab|cervical)\b/i.test(item.name) && item.sampleType !== 'swab') ||
        (['urine-tests'].includes(item.category) && item.sampleType !== 'urine') ||
        (['stool-tests'].includes(item.category) && item.sampleType !== 'stool'),
    );
    expect(mismatched.map((item) => item.slug)).toEqual([]);
  });

  it('prices single tests as a private lab does, none out of line with the other tests of its category', () => {
    expect(singles.filter((item) => item.priceMinor < 900 || item.priceMinor > 60000)).toEqual([]);
    expect(singles.filter((item) => item.priceMinor % 100 !== 0)).toEqual([]);
    const outOfLine: string[] = [];
    for (const items of groupBy(singles, (item) => item.category).values()) {
      const prices = items.map((item) => item.priceMinor).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)] ?? 0;
      for (const item of items) {
        if (item.priceMinor > median * 5 || item.priceMinor * 5 < median) outOfLine.push(item.slug);
      }
    }
    expect(outOfLine).toEqual([]);
  });

  it('says nothing a patient should not read: no notes about the specification, no made-up entries', () => {
    const texts = catalogue.flatMap((item) => [item.name, item.description ?? '', item.preparation ?? '']);
    const programmes = DEMO_SCREENING_PROGRAMMES.flatMap((programme) => [programme.name, programme.description]);
    expect([...texts, ...programmes].filter((text) => /\bspec\b|§|generated|not a real test/i.test(text))).toEqual([]);
  });

  it('is the same on every build', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it('makes packages of its own single tests, each saving at least a tenth against them', () => {
    const bySlug = new Map(catalogue.map((item) => [item.slug, item]));
    expect(packages.length).toBeGreaterThanOrEqual(40);
    for (const item of packages) {
      const contents = item.contents.map((slug) => bySlug.get(slug));
      expect(contents.every((test) => test?.kind === 'test')).toBe(true);
      const singly = contents.reduce((sum, test) => sum + (test?.priceMinor ?? 0), 0);
      expect({ slug: item.slug, share: item.priceMinor / singly <= 0.9 }).toEqual({ slug: item.slug, share: true });
    }
  });

  it('keeps every package below its tests bought singly, on every day of its price history and at every location', () => {
    const rows = demoPriceRows(catalogue, NOW);
    // Prices change only on the days a row takes effect: checking those days checks every day.
    const days = [...new Set([...rows.map((row) => row.validFrom.getTime()), NOW.getTime()])].map(
      (time) => new Date(time),
    );
    const prices = priceBook(rows);
    const dearer: string[] = [];
    for (const list of DEMO_PRICE_LISTS) {
      for (const item of packages) {
        for (const day of days) {
          const own = prices(list.code, item, day);
          const singly = item.contents.reduce((sum, slug) => sum + (prices(list.code, { slug }, day) ?? 0), 0);
          if (own !== null && own >= singly) dearer.push(`${item.slug} in ${list.code} on ${day.toISOString()}`);
        }
      }
    }
    expect(dearer).toEqual([]);
  });

  it('gives every screening programme a basic and a larger extended variant', () => {
    for (const programme of DEMO_SCREENING_PROGRAMMES) {
      expect(programme.extended.tests).toEqual(expect.arrayContaining(programme.basic.tests));
      expect(programme.extended.tests.length).toBeGreaterThan(programme.basic.tests.length);
    }
  });
});

describe('a benchmark catalogue', () => {
  it('adds generated entries on top of the demo, marked as generated and described as not real', () => {
    const demo = buildDemoCatalogue();
    const generated = buildBenchmarkTests(3500 - demo.length, new Set(demo.map((item) => item.slug)));

    expect(demo.length + generated.length).toBe(3500);
    expect(generated.every((item) => item.generated && item.kind === 'test' && item.loincCode === null)).toBe(true);
    expect(generated.every((item) => /not a real test/.test(item.description ?? ''))).toBe(true);
    expect(generated.filter((item) => demo.some((real) => real.slug === item.slug))).toEqual([]);
  });
});

/**
 * What an item costs in a list on a day, as the API reads it: the list's own latest price then, else the default
 * list's (null when neither priced it yet).
 */
function priceBook(rows: PriceRow[]) {
  const histories = groupBy(rows, (row) => `${row.priceListId}/${row.testId}`);
  for (const history of histories.values()) history.sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime());
  const latest = (listCode: string, slug: string, day: Date) =>
    histories.get(`${priceListId(listCode)}/${testId(slug)}`)?.find((row) => row.validFrom <= day)?.priceMinor ?? null;
  return (listCode: string, item: Pick<DemoCatalogueItem, 'slug'>, day: Date): number | null =>
    latest(listCode, item.slug, day) ?? latest('default', item.slug, day);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

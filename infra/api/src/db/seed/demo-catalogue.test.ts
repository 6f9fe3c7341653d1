import { isValidLoinc } from '../../modules/catalogue-import/loinc';
import { DEMO_CATEGORIES } from './categories';
import { buildDemoCatalogue } from './demo-catalogue';
import { DEMO_SCREENING_PROGRAMMES } from './screening-programmes';

describe('the demo catalogue', () => {
  const catalogue = buildDemoCatalogue();

  it('is at the scale the shop advertises: more than 3,500 tests in 68 categories', () => {
    expect(catalogue.filter((item) => item.kind === 'test').length).toBeGreaterThanOrEqual(3500);
    expect(DEMO_CATEGORIES).toHaveLength(68);
    const used = new Set(catalogue.map((item) => item.category));
    expect(DEMO_CATEGORIES.filter((category) => !used.has(category.slug))).toEqual([]);
  });

  it('marks every made-up entry as generated, and gives none of them a LOINC code', () => {
    const generated = catalogue.filter((item) => item.generated);

    expect(generated.length).toBeGreaterThan(3000);
    expect(generated.every((item) => item.kind === 'test' && item.loincCode === null)).toBe(true);
    expect(generated.every((item) => /not a real test/.test(item.description ?? ''))).toBe(true);
  });

  it('describes every real test and gives LOINC codes that pass the check digit', () => {
    const real = catalogue.filter((item) => item.kind === 'test' && !item.generated);

    expect(real.length).toBeGreaterThan(90);
    expect(real.every((item) => (item.description ?? '').length > 20)).toBe(true);
    expect(real.filter((item) => item.loincCode !== null && !isValidLoinc(item.loincCode))).toEqual([]);
  });

  it('has unique slugs and names', () => {
    expect(new Set(catalogue.map((item) => item.slug)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((item) => item.name.toLowerCase())).size).toBe(catalogue.length);
  });

  it('is the same on every build', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it('makes packages of real tests only, each cheaper than its tests bought singly', () => {
    const bySlug = new Map(catalogue.map((item) => [item.slug, item]));
    const packages = catalogue.filter((item) => item.contents.length > 0);

    expect(packages.length).toBeGreaterThanOrEqual(35);
    for (const item of packages) {
      const contents = item.contents.map((slug) => bySlug.get(slug));
      expect(contents.every((test) => test !== undefined && test.kind === 'test' && !test.generated)).toBe(true);
      const singly = contents.reduce((sum, test) => sum + (test?.priceMinor ?? 0), 0);
      expect(item.priceMinor).toBeLessThan(singly);
    }
  });

  it('gives every screening programme a basic and a larger extended variant', () => {
    for (const programme of DEMO_SCREENING_PROGRAMMES) {
      expect(programme.extended.tests).toEqual(expect.arrayContaining(programme.basic.tests));
      expect(programme.extended.tests.length).toBeGreaterThan(programme.basic.tests.length);
    }
  });
});

import { TestFacetsAnswer, TestListAnswer, type TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import { CitiesAnswer } from '@labshop/shared-contracts/core/api/locations';
import { ErrorBody } from '@labshop/shared-contracts/core/api/errors';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('filtering GET /api/catalogue/tests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function list(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/tests${query}` });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), TestListAnswer);
  }

  /** Every item the query lists, page by page of 100, checking the total says as much. */
  async function everything(query: string): Promise<TestSummary[]> {
    const items: TestSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`?perPage=100&page=${page}&${query}`);
      items.push(...answer.items);
      if (answer.items.length < 100) {
        expect(items).toHaveLength(answer.total);
        return items;
      }
    }
  }

  const slugs = (items: readonly TestSummary[]) => items.map((item) => item.slug);
  const samplesOf = (item: TestSummary) => (item.sampleType ?? '').split(/,\s*/);

  async function cityUuid(slug: string): Promise<string> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/get-cities' });
    const city = expectShape(response.json(), CitiesAnswer).find((candidate) => candidate.slug === slug);
    if (!city) throw new Error(`No demo city ${slug}`);
    return city.uuid;
  }

  it('lists only items priced within the range, in whole pounds with both ends included', async () => {
    const all = await everything('sort=price-asc');
    const ranged = await everything('sort=price-asc&priceMin=20&priceMax=45');

    const expected = all.filter((item) => item.priceMinor >= 2000 && item.priceMinor <= 4500);
    expect(ranged.length).toBeGreaterThan(10);
    expect(ranged.length).toBeLessThan(all.length);
    expect(slugs(ranged)).toEqual(slugs(expected));
    expect(slugs(await everything('priceMin=250'))).toEqual(
      slugs(await everything('sort=popularity')).filter((slug) =>
        all.some((item) => item.slug === slug && item.priceMinor >= 25000),
      ),
    );
  });

  it('filters by the prices of the chosen location', async () => {
    const warszawa = await cityUuid('warszawa');
    // Glucose costs £10 by default and £12 on a home visit in Warszawa (the demo's home-service list).
    const twelvePounds = 'category=diabetes&priceMin=12&priceMax=12';

    expect(slugs((await list(`?${twelvePounds}&city_uuid=${warszawa}`)).items)).toContain('glucose');
    expect(slugs((await list(`?${twelvePounds}`)).items)).not.toContain('glucose');
    expect(slugs((await list('?category=diabetes&priceMin=10&priceMax=10')).items)).toContain('glucose');
  });

  it('lists the items taking any of the sample types, packages taking several among them', async () => {
    const urine = await everything('sample=urine');
    const stoolOrSwab = await everything('sample=stool,swab');

    expect(urine.length).toBeGreaterThan(5);
    expect(urine.every((item) => samplesOf(item).includes('urine'))).toBe(true);
    // A package of blood and urine tests is found under urine as well.
    expect(urine.some((item) => item.kind !== 'test' && samplesOf(item).includes('blood'))).toBe(true);
    expect(stoolOrSwab.every((item) => ['stool', 'swab'].some((type) => samplesOf(item).includes(type)))).toBe(true);
    expect(new Set(stoolOrSwab.flatMap(samplesOf))).toEqual(new Set(['blood', 'stool', 'swab', 'urine']));
    expect((await list('?sample=saliva')).total).toBe(0);
  });

  it('lists only items needing no fasting', async () => {
    const all = await everything('group=tests');
    const noFasting = await everything('group=tests&noFasting=true');

    expect(all.some((item) => item.requiresFasting)).toBe(true);
    expect(slugs(noFasting)).toEqual(slugs(all.filter((item) => !item.requiresFasting)));
    // false is the same as no filter at all.
    expect((await list('?group=tests&noFasting=false&perPage=1')).total).toBe(all.length);
  });

  it('lists only items with results within the days asked for', async () => {
    const all = await everything('group=tests');
    const withinThree = await everything('group=tests&turnaroundDays=3');

    expect(slugs(withinThree)).toEqual(
      slugs(all.filter((item) => item.turnaroundDays !== null && item.turnaroundDays <= 3)),
    );
    expect(withinThree.length).toBeLessThan(all.length);
  });

  it('combines the filters with the category, the group, the sort and the pages', async () => {
    const filters = 'group=tests&category=vitamins-and-minerals&sample=blood&noFasting=1&turnaroundDays=3&priceMax=40';
    const all = await everything('group=tests&category=vitamins-and-minerals&sort=price-desc');
    const expected = all.filter(
      (item) =>
        samplesOf(item).includes('blood') &&
        !item.requiresFasting &&
        item.turnaroundDays !== null &&
        item.turnaroundDays <= 3 &&
        item.priceMinor <= 4000,
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(all.length);

    const second = await list(`?${filters}&sort=price-desc&perPage=2&page=2`);
    expect(second.total).toBe(expected.length);
    expect(slugs(second.items)).toEqual(slugs(expected.slice(2, 4)));
    // The category still counts everything in it, whatever the filters leave.
    expect(second.category).toMatchObject({ slug: 'vitamins-and-minerals', testCount: all.length });
  });

  it('counts the filtered items on a page past the end, and lists nothing when nothing passes', async () => {
    const filtered = await list('?sample=urine&noFasting=true&perPage=5');
    const beyond = await list(`?sample=urine&noFasting=true&perPage=5&page=${Math.ceil(filtered.total / 5) + 1}`);
    const none = await list('?priceMin=100000');

    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(filtered.total);
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('answers 422 with a message for each bad filter', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/catalogue/tests?priceMin=-1&priceMax=ten&sample=Blood!&noFasting=maybe&turnaroundDays=0',
    });

    expect(response.statusCode).toBe(422);
    expect(expectShape(response.json(), ErrorBody).errors).toEqual({
      priceMin: ['must be a whole amount from 0 to 1000000'],
      priceMax: ['must be a whole number'],
      sample: ['must be sample types separated by commas, e.g. blood,urine'],
      noFasting: ['must be true or false'],
      turnaroundDays: ['must be from 1 to 365 days'],
    });
  });

  it('refuses a price range that ends below its start, and a price in pence', async () => {
    const backwards = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/tests?priceMin=50&priceMax=20' });
    const pence = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/tests?priceMin=12.50' });

    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toMatchObject({ errors: { priceMax: ['must be at least the lowest price (priceMin)'] } });
    expect(pence.statusCode).toBe(422);
    expect(pence.json()).toMatchObject({ errors: { priceMin: ['must be a whole number'] } });
  });
});

describe('GET /api/catalogue/facets', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function get(url: string) {
    return testApp.app.inject({ method: 'GET', url });
  }

  async function total(query: string): Promise<number> {
    return expectShape((await get(`/api/catalogue/tests?perPage=1&${query}`)).json(), TestListAnswer).total;
  }

  it('offers the sample types of the tests, most first, each counted as the filter lists it', async () => {
    const answer = expectShape((await get('/api/catalogue/facets?group=tests')).json(), TestFacetsAnswer);

    expect(answer.sampleTypes.map((facet) => facet.sampleType)).toEqual(['blood', 'stool', 'urine', 'swab']);
    for (const facet of answer.sampleTypes) {
      expect(facet.count).toBe(await total(`group=tests&sample=${facet.sampleType}`));
    }
    expect(answer.noFastingCount).toBe(await total('group=tests&noFasting=true'));
  });

  it('offers the turnarounds that narrow the list, each counted as the filter lists it', async () => {
    const answer = expectShape((await get('/api/catalogue/facets?group=tests')).json(), TestFacetsAnswer);

    expect(answer.turnaroundDays.map((facet) => facet.days)).toEqual([1, 2, 3, 7, 14]);
    for (const facet of answer.turnaroundDays) {
      expect(facet.count).toBe(await total(`group=tests&turnaroundDays=${facet.days}`));
    }
  });

  it('offers only what is in the category: no turnaround choice where every result is back next day', async () => {
    const thyroid = expectShape((await get('/api/catalogue/facets?category=thyroid')).json(), TestFacetsAnswer);

    expect(thyroid.sampleTypes).toEqual([{ sampleType: 'blood', count: 6 }]);
    expect(thyroid.turnaroundDays.every((facet) => facet.count < 6)).toBe(true);
  });

  it('answers 404 for a category that does not exist, and 422 for an unknown group', async () => {
    expect((await get('/api/catalogue/facets?category=astrology')).statusCode).toBe(404);
    const badGroup = await get('/api/catalogue/facets?group=everything');
    expect(badGroup.statusCode).toBe(422);
    expect(badGroup.json()).toMatchObject({ errors: { group: ['must be one of: tests, packages'] } });
  });
});

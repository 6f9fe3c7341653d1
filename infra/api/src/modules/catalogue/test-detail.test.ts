import { TestDetail } from '@labshop/shared-contracts/core/api/catalogue-detail';
import { ErrorBody } from '@labshop/shared-contracts/core/api/errors';
import { cityId } from '../../db/seed/cities';
import { facilityId } from '../../db/seed/facilities';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import {
  addTestPrices,
  createTestCatalogueItem,
  createTestCategory,
  createTestPriceList,
} from '../../testing/factories';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /api/catalogue/tests/{slug}', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function detail(slug: string, query = '') {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/tests/${slug}${query}` });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), TestDetail);
  }

  async function refused(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: expectShape(response.json(), ErrorBody) };
  }

  it('says what the test measures, how the sample is taken and prepared, and when the result comes', async () => {
    const test = await detail('vitamin-d-25-oh');

    expect(test).toMatchObject({
      name: 'Vitamin D 25-OH (total)',
      kind: 'test',
      category: { slug: 'vitamins-and-minerals', name: 'Vitamins and minerals' },
      sampleType: 'blood',
      turnaroundDays: 2,
      requiresFasting: false,
      loincCode: '62292-8',
      generated: false,
      isWeightLossPackage: false,
      currency: 'GBP',
      location: null,
    });
    expect(test.description).toMatch(/vitamin D/);
    expect(test.synonyms).toEqual(expect.arrayContaining(['vit d', 'witamina d']));
    expect(test.includedIn.map((item) => item.slug)).toEqual(
      expect.arrayContaining(['vitamins-and-minerals-package', 'bone-health-package']),
    );
  });

  it('says whom a test is for and answers its own questions, where the catalogue says so', async () => {
    const glucose = await detail('glucose');
    const ogtt = await detail('ogtt-75g');

    expect(glucose.audience).toBe('Anyone who wants to check for diabetes or prediabetes.');
    expect(glucose.faq).toEqual([]);
    expect(ogtt.faq).toEqual([
      { question: 'How long does the test take?', answer: expect.stringMatching(/^About 2 hours/) },
    ]);
  });

  it('leaves whom a test is for empty, and its questions none, where the catalogue says nothing', async () => {
    const test = await detail('esr');

    expect(test.audience).toBeNull();
    expect(test.faq).toEqual([]);
  });

  it('gives the preparation a fasting test needs', async () => {
    const test = await detail('ogtt-75g');

    expect(test.requiresFasting).toBe(true);
    expect(test.preparation).toMatch(/Fast for 8–12 hours/);
  });

  it('shows the lowest price of the last 30 days beside a reduced price', async () => {
    const test = await detail('vitamin-d-25-oh');

    // The demo reduced vitamin D from 86.00 to 69.00 twelve days ago.
    expect(test.price).toEqual({ priceMinor: 6900, lowestPrice30dMinor: 8600 });
    expect(test.isAvailable).toBe(true);
  });

  it("prices at a collection point from the point's own list, counting the default prices it had before", async () => {
    const test = await detail('vitamin-d-25-oh', `?facility_id=${facilityId('warszawa-grochowska')}`);

    // Grochowska sells it at 59.00 since five days ago; before that the default 69.00 (and 86.00) applied there.
    expect(test.price).toEqual({ priceMinor: 5900, lowestPrice30dMinor: 6900 });
    expect(test.location).toMatchObject({ kind: 'collection-point', facilityId: facilityId('warszawa-grochowska') });
  });

  it('falls back to the default price where the location has no price of its own', async () => {
    const test = await detail('vitamin-d-25-oh', `?facility_id=${facilityId('warszawa-marszalkowska')}`);

    expect(test.price).toEqual({ priceMinor: 6900, lowestPrice30dMinor: 8600 });
  });

  it('prices home service from the city list', async () => {
    const test = await detail('tsh', `?city_uuid=${cityId('warszawa')}`);

    expect(test.price.priceMinor).toBe(2800);
    expect(test.location).toEqual({ kind: 'home-service', cityUuid: cityId('warszawa'), cityName: 'Warszawa' });
  });

  it('says a test is not available where the location does not offer it', async () => {
    const noSwabs = await detail('sars-cov-2-pcr', `?facility_id=${facilityId('warszawa-pulawska')}`);
    const swabs = await detail('sars-cov-2-pcr', `?facility_id=${facilityId('warszawa-marszalkowska')}`);
    const atHome = await detail('ogtt-75g', `?city_uuid=${cityId('krakow')}`);
    const closed = await detail('glucose', `?facility_id=${facilityId('wroclaw-powstancow-slaskich')}`);

    expect(noSwabs.isAvailable).toBe(false);
    expect(swabs.isAvailable).toBe(true);
    expect(atHome.isAvailable).toBe(false);
    expect(closed.isAvailable).toBe(false);
    expect(closed.location).toMatchObject({ kind: 'collection-point', closed: true });
  });

  it('describes a specialist test as a lab would: its real sample, the code allergists order it by', async () => {
    const eggWhite = await detail('ige-egg-white');
    const calprotectin = await detail('faecal-calprotectin');

    expect(eggWhite).toMatchObject({
      name: 'Egg white (f1), specific IgE',
      generated: false,
      sampleType: 'blood',
      category: { slug: 'food-allergy', name: 'Food allergy' },
    });
    expect(eggWhite.synonyms).toContain('f1');
    expect(calprotectin).toMatchObject({ sampleType: 'stool', generated: false });
    expect(calprotectin.preparation).toMatch(/stool sample/);
  });

  it('answers 404 for an unknown slug, and for a package, which has its own page', async () => {
    expect((await refused('/api/catalogue/tests/no-such-test')).status).toBe(404);
    expect((await refused('/api/catalogue/tests/basic-health-check')).status).toBe(404);
    expect((await refused(`/api/catalogue/tests/${'x'.repeat(5000)}`)).status).toBe(404);
    expect((await refused('/api/catalogue/tests/%00')).status).toBe(404);
    expect((await refused("/api/catalogue/tests/tsh'%20or%20'1'='1")).status).toBe(404);
  });

  it('answers 422 for a location that does not exist or cannot be used, naming the field', async () => {
    expect(await refused(`/api/catalogue/tests/tsh?city_uuid=${UNKNOWN_ID}`)).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { city_uuid: ['no city has this id'] } },
    });
    expect(await refused(`/api/catalogue/tests/tsh?facility_id=${UNKNOWN_ID}`)).toMatchObject({
      status: 422,
      body: { errors: { facility_id: ['no collection point has this id'] } },
    });
    // Katowice has collection points but no home service.
    expect(await refused(`/api/catalogue/tests/tsh?city_uuid=${cityId('katowice')}`)).toMatchObject({
      status: 422,
      body: { errors: { city_uuid: ['home service is not offered in this city'] } },
    });
    const both = `?city_uuid=${cityId('warszawa')}&facility_id=${facilityId('warszawa-pulawska')}`;
    expect(await refused(`/api/catalogue/tests/tsh${both}`)).toMatchObject({
      status: 422,
      body: { errors: { facility_id: ['give either city_uuid for home service or facility_id, not both'] } },
    });
  });

  describe('the 30-day lowest price at a location with its own list', () => {
    let slug: string;
    beforeAll(async () => {
      const category = await createTestCategory(testApp.db);
      const item = await createTestCatalogueItem(testApp.db, {
        categoryId: category.id,
        prices: [{ daysAgo: 100, priceMinor: 5000 }],
      });
      slug = item.slug;
      const karmelicka = await createTestPriceList(testApp.db, { facilityId: facilityId('krakow-karmelicka') });
      await addTestPrices(testApp.db, {
        testId: item.id,
        priceListId: karmelicka.id,
        prices: [
          { daysAgo: 10, priceMinor: 4000 },
          { daysAgo: -3, priceMinor: 3000 },
        ],
      });
    });

    it('shows the default price the point charged before its own reduction', async () => {
      const atPoint = await detail(slug, `?facility_id=${facilityId('krakow-karmelicka')}`);

      expect(atPoint.price).toEqual({ priceMinor: 4000, lowestPrice30dMinor: 5000 });
    });

    it('leaves other locations at the default price, unchanged for 30 days', async () => {
      const elsewhere = await detail(slug, `?facility_id=${facilityId('krakow-wielicka')}`);

      expect(elsewhere.price).toEqual({ priceMinor: 5000, lowestPrice30dMinor: null });
    });
  });
});

import { CategoriesAnswer, TestListAnswer, type TestSummary } from '@labshop/shared-contracts/api/catalogue';
import { CitiesAnswer } from '@labshop/shared-contracts/api/locations';
import { ErrorBody } from '@labshop/shared-contracts/api/errors';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/catalogue/tests', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function cityUuid(slug: string): Promise<string> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/get-cities' });
    const city = expectShape(response.json(), CitiesAnswer).find((candidate) => candidate.slug === slug);
    if (!city) throw new Error(`No demo city ${slug}`);
    return city.uuid;
  }

  async function list(query: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/tests${query}` });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), TestListAnswer);
  }

  /** Every item of a category in one order, page by page (a category may hold more than one page of 100). */
  async function everything(sort: string, category = 'viral-infections'): Promise<TestSummary[]> {
    const items: TestSummary[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await list(`?category=${category}&sort=${sort}&perPage=100&page=${page}`);
      items.push(...answer.items);
      if (answer.items.length < 100) {
        expect(items).toHaveLength(answer.total);
        return items;
      }
    }
  }

  const byName = (a: TestSummary, b: TestSummary) => {
    const [left, right] = [a.name.toLowerCase(), b.name.toLowerCase()];
    return left < right ? -1 : left > right ? 1 : 0;
  };

  it('answers the first page of 20, most popular first, in the shop currency', async () => {
    const page = await list('');

    expect(page).toMatchObject({ page: 1, perPage: 20, category: null, currency: 'GBP' });
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThan(40);
    expect(page.items.map((item) => item.slug).slice(0, 3)).toEqual(['complete-blood-count', 'tsh', 'glucose']);
  });

  it('sorts by price, both ways, and by name', async () => {
    const cheapestFirst = await everything('price-asc', 'hormones');
    const dearestFirst = await everything('price-desc', 'hormones');
    const byNameOrder = await everything('name', 'hormones');

    const prices = cheapestFirst.map((item) => item.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(dearestFirst.map((item) => item.priceMinor)).toEqual([...prices].sort((a, b) => b - a));
    expect(byNameOrder.map((item) => item.name)).toEqual([...byNameOrder].sort(byName).map((item) => item.name));
  });

  it('sorts a category of more than one page by price across its pages', async () => {
    const cheapestFirst = await everything('price-asc');

    expect(cheapestFirst.length).toBeGreaterThan(100);
    const prices = cheapestFirst.map((item) => item.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(cheapestFirst.map((item) => item.slug)).size).toBe(cheapestFirst.length);
  });

  it('pages through the same order without gaps or repeats', async () => {
    const all = await everything('name');

    const second = await list('?category=viral-infections&sort=name&page=2&perPage=10');
    expect(second.items.map((item) => item.slug)).toEqual(all.slice(10, 20).map((item) => item.slug));
    expect(second.total).toBe(all.length);

    const beyond = await list(`?category=viral-infections&sort=name&page=${Math.ceil(all.length / 10) + 1}&perPage=10`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('holds the whole catalogue at the scale of a real lab', async () => {
    const tests = await list('?group=tests&perPage=1');

    expect(tests.total).toBeGreaterThanOrEqual(3500);
    expect(tests.items[0]?.kind).toBe('test');
  });

  it('lists packages of every kind together, and only packages, under the packages group', async () => {
    const packages = await list('?group=packages&perPage=100');

    expect(packages.total).toBe(packages.items.length);
    expect(new Set(packages.items.map((item) => item.kind))).toEqual(
      new Set(['package', 'screening', 'weight-loss-package']),
    );
  });

  it('lists the packages of one package category (/packages/category/{slug})', async () => {
    const page = await list('?group=packages&category=packages-for-men');

    expect(page.category).toEqual({ slug: 'packages-for-men', name: 'Packages for men', testCount: page.total });
    expect(page.items.map((item) => item.slug).sort()).toEqual(['mens-health-package', 'mens-hormone-package']);
  });

  it('lists one category, answering the category with it', async () => {
    const page = await list('?category=thyroid');

    expect(page.category).toEqual({ slug: 'thyroid', name: 'Thyroid', testCount: page.total });
    expect(page.items.map((item) => item.slug).sort()).toEqual(['anti-tpo', 'ft3', 'ft4', 'tsh']);
  });

  it('counts the whole category beside a list of one kind only', async () => {
    const categories = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/categories' });
    const thyroid = expectShape(categories.json(), CategoriesAnswer).find((category) => category.slug === 'thyroid');
    const packagesOnly = await list('?category=thyroid&kind=package');

    expect(packagesOnly.total).toBe(0);
    expect(packagesOnly.category).toEqual({ slug: 'thyroid', name: 'Thyroid', testCount: thyroid?.testCount });
    expect(thyroid?.testCount).toBe(4);
  });

  it('lists one kind of item', async () => {
    const page = await list('?kind=package');

    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.kind === 'package')).toBe(true);
  });

  it('counts each category as the list does', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/categories' });
    const categories = expectShape(response.json(), CategoriesAnswer);

    expect(categories).toHaveLength(68);
    expect(categories.map((category) => category.slug).slice(0, 3)).toEqual([
      'haematology',
      'diabetes',
      'cholesterol-and-lipids',
    ]);
    expect(categories.every((category) => category.testCount > 0)).toBe(true);
    const all = await list('?perPage=1');
    expect(categories.reduce((sum, category) => sum + category.testCount, 0)).toBe(all.total);
  });

  it('counts only packages in each category when asked for the packages group', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/categories?group=packages' });
    const categories = expectShape(response.json(), CategoriesAnswer);

    const packages = await list('?group=packages&perPage=1');
    expect(categories.reduce((sum, category) => sum + category.testCount, 0)).toBe(packages.total);
    expect(categories.find((category) => category.slug === 'thyroid')?.testCount).toBe(0);
    expect(categories.find((category) => category.slug === 'packages-for-women')?.testCount).toBe(2);
  });

  it('prices the list for the chosen location and says what each location offers', async () => {
    const warszawa = await cityUuid('warszawa');
    const atHome = await list(`?category=diabetes&city_uuid=${warszawa}`);
    const byDefault = await list('?category=diabetes');

    const glucose = (page: TestListAnswer) => page.items.find((item) => item.slug === 'glucose');
    // Home visits in Warszawa cost 15% more for glucose (the demo's Warszawa home-service list).
    expect(glucose(byDefault)?.priceMinor).toBe(1000);
    expect(glucose(atHome)?.priceMinor).toBe(1200);
    expect(atHome.location).toEqual({ kind: 'home-service', cityUuid: warszawa, cityName: 'Warszawa' });
    // The glucose tolerance test keeps the patient at the point for two hours: never at home.
    expect(atHome.items.find((item) => item.slug === 'ogtt-75g')?.isAvailable).toBe(false);
    expect(byDefault.items.find((item) => item.slug === 'ogtt-75g')?.isAvailable).toBe(true);
  });

  it('answers 422 naming the field for a city or collection point that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const city = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/tests?city_uuid=${unknown}` });
    const point = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/tests?facility_id=${unknown}` });
    const malformed = await testApp.app.inject({ method: 'GET', url: "/api/catalogue/tests?facility_id=1' or '1'='1" });

    expect(city.statusCode).toBe(422);
    expect(city.json()).toMatchObject({ errors: { city_uuid: ['no city has this id'] } });
    expect(point.statusCode).toBe(422);
    expect(point.json()).toMatchObject({ errors: { facility_id: ['no collection point has this id'] } });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ errors: { facility_id: ['must be an id'] } });
  });

  it('answers 404 for a category that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/tests?category=astrology' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers 422, not a server error, for a category holding a NUL character', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/tests?category=thy%00roid' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { category: ['must not contain a NUL character'] } });
  });

  it('answers 422 with a message for each bad field', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/catalogue/tests?sort=cheapest&page=0&perPage=101',
    });

    expect(response.statusCode).toBe(422);
    const body = expectShape(response.json(), ErrorBody);
    expect(body.errors).toEqual({
      sort: ['must be one of: popularity, price-asc, price-desc, name'],
      page: ['must be 1 or more'],
      perPage: ['must be from 1 to 100'],
    });
  });

  it('refuses a page that is not a whole number', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/catalogue/tests?page=2.5' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { page: ['must be a whole number'] } });
  });

  it('ignores query parameters it does not know, such as a cache buster', async () => {
    const page = await list('?perPage=5&_=1700000000000');

    expect(page.items).toHaveLength(5);
  });
});

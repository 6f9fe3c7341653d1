import { and, eq, sql } from 'drizzle-orm';
import {
  CategoriesAnswer,
  TestListAnswer,
  type Category,
  type TestSummary,
} from '@labshop/shared-contracts/core/api/catalogue';
import { CitiesAnswer } from '@labshop/shared-contracts/core/api/locations';
import { ErrorBody } from '@labshop/shared-contracts/core/api/errors';
import { testCategories, tests } from '../../db/schema';
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

  /** Every item of a category (or of the whole shop) in one order, page by page of `perPage`. */
  async function everything(sort: string, category: string | null, perPage: number): Promise<TestSummary[]> {
    const items: TestSummary[] = [];
    const where = category === null ? '' : `&category=${category}`;
    for (let page = 1; ; page += 1) {
      const answer = await list(`?sort=${sort}&perPage=${perPage}&page=${page}${where}`);
      items.push(...answer.items);
      if (answer.items.length < perPage) {
        expect(items).toHaveLength(answer.total);
        return items;
      }
    }
  }

  async function categories(group = ''): Promise<Category[]> {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/catalogue/categories${group}` });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), CategoriesAnswer);
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
    const cheapestFirst = await everything('price-asc', 'hormones', 100);
    const dearestFirst = await everything('price-desc', 'hormones', 100);
    const byNameOrder = await everything('name', 'hormones', 100);

    const prices = cheapestFirst.map((item) => item.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(dearestFirst.map((item) => item.priceMinor)).toEqual([...prices].sort((a, b) => b - a));
    expect(byNameOrder.map((item) => item.name)).toEqual([...byNameOrder].sort(byName).map((item) => item.name));
  });

  it('sorts a list of more than one page by price across its pages', async () => {
    const cheapestFirst = await everything('price-asc', null, 100);

    expect(cheapestFirst.length).toBeGreaterThan(200);
    const prices = cheapestFirst.map((item) => item.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(cheapestFirst.map((item) => item.slug)).size).toBe(cheapestFirst.length);
  });

  it('pages through the same order without gaps or repeats', async () => {
    const all = await everything('name', 'food-allergy', 100);

    const second = await list('?category=food-allergy&sort=name&page=2&perPage=3');
    expect(second.items.map((item) => item.slug)).toEqual(all.slice(3, 6).map((item) => item.slug));
    expect(second.total).toBe(all.length);

    const beyond = await list(`?category=food-allergy&sort=name&page=${Math.ceil(all.length / 3) + 1}&perPage=3`);
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  it('lists every real test on sale and nothing generated', async () => {
    const listed = await list('?group=tests&perPage=1');
    const [onSale] = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(tests)
      .where(and(eq(tests.kind, 'test'), eq(tests.published, true)));
    const [generated] = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(tests)
      .where(eq(tests.generated, true));

    expect(listed.total).toBe(onSale?.count);
    expect(listed.total).toBeGreaterThan(200);
    expect(generated?.count).toBe(0);
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
    expect(page.items.map((item) => item.slug).sort()).toEqual([
      'mens-health-package',
      'mens-hormone-package',
      'prostate-package',
    ]);
  });

  it('lists one category, answering the category with it', async () => {
    const page = await list('?category=thyroid');

    expect(page.category).toEqual({ slug: 'thyroid', name: 'Thyroid', testCount: page.total });
    expect(page.items.map((item) => item.slug).sort()).toEqual(['anti-tg', 'anti-tpo', 'ft3', 'ft4', 'trab', 'tsh']);
  });

  it('counts the whole category beside a list of one kind only', async () => {
    const thyroid = (await categories()).find((category) => category.slug === 'thyroid');
    const packagesOnly = await list('?category=thyroid&kind=package');

    expect(packagesOnly.total).toBe(0);
    expect(packagesOnly.category).toEqual({ slug: 'thyroid', name: 'Thyroid', testCount: thyroid?.testCount });
    expect(thyroid?.testCount).toBe(6);
  });

  it('lists one kind of item', async () => {
    const page = await list('?kind=package');

    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.kind === 'package')).toBe(true);
  });

  it('counts each category as the list does', async () => {
    const listed = await categories();

    expect(listed.map((category) => category.slug).slice(0, 3)).toEqual([
      'haematology',
      'diabetes',
      'cholesterol-and-lipids',
    ]);
    const all = await list('?perPage=1');
    expect(listed.reduce((sum, category) => sum + category.testCount, 0)).toBe(all.total);
  });

  it('lists only categories with something on sale, each with at least one published item', async () => {
    for (const group of ['', '?group=tests', '?group=packages']) {
      const listed = await categories(group);
      expect(listed.length).toBeGreaterThan(5);
      for (const category of listed) {
        const groupParameter = group === '' ? '' : `&${group.slice(1)}`;
        const page = await list(`?category=${category.slug}&perPage=1${groupParameter}`);
        expect({ slug: category.slug, items: page.items.length, total: page.total }).toEqual({
          slug: category.slug,
          items: 1,
          total: category.testCount,
        });
      }
    }
    // The demo's three empty categories stay out of the list; a category of packages is not one of tests.
    const slugs = (await categories()).map((category) => category.slug);
    expect(slugs).not.toContain('sport-and-fitness');
    expect((await categories('?group=tests')).map((category) => category.slug)).not.toContain('packages-for-men');
  });

  it('stops listing a category once nothing in it is published', async () => {
    const [neurology] = await testApp.db
      .select({ id: testCategories.id })
      .from(testCategories)
      .where(eq(testCategories.slug, 'neurology'));
    expect((await categories()).map((category) => category.slug)).toContain('neurology');

    await testApp.db
      .update(tests)
      .set({ published: false })
      .where(eq(tests.categoryId, neurology?.id ?? ''));

    expect((await categories()).map((category) => category.slug)).not.toContain('neurology');
  });

  it('counts only packages in each category when asked for the packages group', async () => {
    const listed = await categories('?group=packages');

    const packages = await list('?group=packages&perPage=1');
    expect(listed.reduce((sum, category) => sum + category.testCount, 0)).toBe(packages.total);
    expect(listed.find((category) => category.slug === 'thyroid')).toBeUndefined();
    expect(listed.find((category) => category.slug === 'packages-for-women')?.testCount).toBe(2);
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

  it('reads empty query values as absent, as the shared client leaves them out', async () => {
    const empty = await list('?page=&perPage=&sort=&category=&kind=&group=&city_uuid=&facility_id=');

    // A cache buster of its own, so both answers are worked out now rather than one taken from the list cache.
    expect(empty).toEqual(await list('?_=no-empty-values'));
  });

  it('ignores query parameters it does not know, such as a cache buster', async () => {
    const page = await list('?perPage=5&_=1700000000000');

    expect(page.items).toHaveLength(5);
  });
});

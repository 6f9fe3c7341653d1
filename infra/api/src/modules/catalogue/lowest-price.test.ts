import { TestListAnswer } from '@labshop/shared-contracts/core/api/catalogue';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { createTestCatalogueItem, createTestCategory, type PricePoint } from '../../testing/factories';

describe('the lowest price of the last 30 days', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  /** The item as the catalogue lists it, or undefined when it is not listed. */
  async function listedWith(prices: PricePoint[]) {
    const category = await createTestCategory(testApp.db);
    await createTestCatalogueItem(testApp.db, { categoryId: category.id, prices });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/catalogue/tests?category=${category.slug}`,
    });
    expect(response.statusCode).toBe(200);
    const [item] = expectShape(response.json(), TestListAnswer).items;
    return item;
  }

  it('shows the price before a recent reduction', async () => {
    const item = await listedWith([
      { daysAgo: 100, priceMinor: 5000 },
      { daysAgo: 10, priceMinor: 4000 },
    ]);

    expect(item).toMatchObject({ priceMinor: 4000, lowestPrice30dMinor: 5000 });
  });

  it('shows a promotion that ended within the 30 days', async () => {
    const item = await listedWith([
      { daysAgo: 100, priceMinor: 5000 },
      { daysAgo: 20, priceMinor: 3000 },
      { daysAgo: 5, priceMinor: 5000 },
    ]);

    expect(item).toMatchObject({ priceMinor: 5000, lowestPrice30dMinor: 3000 });
  });

  it('takes the lowest of several earlier prices, including one that was current when the 30 days began', async () => {
    const item = await listedWith([
      { daysAgo: 100, priceMinor: 4500 },
      { daysAgo: 25, priceMinor: 6000 },
      { daysAgo: 15, priceMinor: 5500 },
      { daysAgo: 2, priceMinor: 4000 },
    ]);

    expect(item).toMatchObject({ priceMinor: 4000, lowestPrice30dMinor: 4500 });
  });

  it('ignores prices that ended before the 30 days began', async () => {
    const item = await listedWith([
      { daysAgo: 100, priceMinor: 2000 },
      { daysAgo: 31, priceMinor: 5000 },
      { daysAgo: 3, priceMinor: 4000 },
    ]);

    expect(item).toMatchObject({ priceMinor: 4000, lowestPrice30dMinor: 5000 });
  });

  it('has none when the price has not changed for 30 days', async () => {
    const item = await listedWith([
      { daysAgo: 100, priceMinor: 2000 },
      { daysAgo: 40, priceMinor: 2500 },
    ]);

    expect(item).toMatchObject({ priceMinor: 2500, lowestPrice30dMinor: null });
  });

  it('does not apply a price before the day it takes effect', async () => {
    const item = await listedWith([
      { daysAgo: 100, priceMinor: 5000 },
      { daysAgo: -5, priceMinor: 1000 },
    ]);

    expect(item).toMatchObject({ priceMinor: 5000, lowestPrice30dMinor: null });
  });

  it('does not list an item that has no price yet', async () => {
    expect(await listedWith([{ daysAgo: -1, priceMinor: 1000 }])).toBeUndefined();
  });
});

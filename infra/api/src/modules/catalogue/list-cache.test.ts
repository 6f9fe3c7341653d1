import { TestListAnswer } from '@labshop/shared-contracts/core/api/catalogue';
import type { AppConfig } from '../../platform/config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { addTestPrices, createTestCatalogueItem, createTestCategory } from '../../testing/factories';

/** Lists a new one-item category, changes the item's price, and lists it again. */
async function priceBeforeAndAfterAChange(
  config: Partial<AppConfig>,
): Promise<[number | undefined, number | undefined]> {
  const testApp: TestApp = await createTestApp({ config });
  try {
    const category = await createTestCategory(testApp.db);
    const item = await createTestCatalogueItem(testApp.db, {
      categoryId: category.id,
      prices: [{ daysAgo: 100, priceMinor: 5000 }],
    });
    const list = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/catalogue/tests?category=${category.slug}`,
      });
      return expectShape(response.json(), TestListAnswer).items[0]?.priceMinor;
    };
    const before = await list();
    await addTestPrices(testApp.db, { testId: item.id, prices: [{ daysAgo: 0, priceMinor: 4000 }] });
    return [before, await list()];
  } finally {
    await testApp.close();
  }
}

describe('reusing category list answers', () => {
  it('answers the same list query from memory for the configured time', async () => {
    expect(await priceBeforeAndAfterAChange({ catalogueCacheSeconds: 30 })).toEqual([5000, 5000]);
  });

  it('reads every list afresh when the cache is off', async () => {
    expect(await priceBeforeAndAfterAChange({ catalogueCacheSeconds: 0 })).toEqual([5000, 4000]);
  });
});

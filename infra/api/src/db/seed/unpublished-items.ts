import { packageItems, testPrices, tests } from '../schema';
import type { DatabaseExecutor } from '../client';
import { categoryId } from './categories';
import { testId } from './catalogue';
import { priceListId } from './prices';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Items being prepared and not yet on sale: the shop never lists them; admins preview them at
 * /preview/badanie/{id} and /preview/pakiet/{id}. Priced already, as a preview shows the price it will have.
 */
export const UNPUBLISHED_TEST = {
  slug: 'erythrocyte-membrane-fatty-acids',
  name: 'Erythrocyte membrane fatty acids',
  category: 'heart-and-circulation',
  description: 'The fatty acids in the membranes of red blood cells, the omega-3 index among them.',
  priceMinor: 14900,
} as const;

export const UNPUBLISHED_PACKAGE = {
  slug: 'thinning-hair-check',
  name: 'Thinning hair check',
  category: 'skin-and-hair',
  description: 'Iron stores, thyroid and vitamins: the common causes of thinning hair that a blood test can find.',
  priceMinor: 15900,
  tests: ['ferritin', 'iron', 'tsh', 'vitamin-d-25-oh', 'vitamin-b12'],
} as const;

export async function seedUnpublishedItems(db: DatabaseExecutor, now: Date): Promise<void> {
  const common = { generated: false, published: false, popularity: 0, synonyms: [], loincCode: null };
  const rows = [
    {
      ...common,
      id: testId(UNPUBLISHED_TEST.slug),
      slug: UNPUBLISHED_TEST.slug,
      name: UNPUBLISHED_TEST.name,
      kind: 'test' as const,
      categoryId: categoryId(UNPUBLISHED_TEST.category),
      description: UNPUBLISHED_TEST.description,
      sampleType: 'blood',
      requiresNursing: true,
      turnaroundDays: 10,
      requiresFasting: false,
      preparation: null,
    },
    {
      ...common,
      id: testId(UNPUBLISHED_PACKAGE.slug),
      slug: UNPUBLISHED_PACKAGE.slug,
      name: UNPUBLISHED_PACKAGE.name,
      kind: 'package' as const,
      categoryId: categoryId(UNPUBLISHED_PACKAGE.category),
      description: UNPUBLISHED_PACKAGE.description,
      sampleType: 'blood',
      requiresNursing: true,
      turnaroundDays: 2,
      requiresFasting: false,
      preparation: null,
    },
  ];
  await db
    .insert(tests)
    .values(rows)
    .onConflictDoUpdate({ target: tests.id, ...upsertChanges(tests) });
  await db
    .insert(packageItems)
    .values(
      UNPUBLISHED_PACKAGE.tests.map((slug) => ({ packageId: testId(UNPUBLISHED_PACKAGE.slug), testId: testId(slug) })),
    )
    .onConflictDoNothing();

  // One price each in the default list, set long ago: the day it is laid out from does not matter for a preview.
  const validFrom = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - 30 * DAY_MS);
  for (const item of [UNPUBLISHED_TEST, UNPUBLISHED_PACKAGE]) {
    await db
      .insert(testPrices)
      .values({
        id: seedId('price', 'default', item.slug, 'unpublished'),
        priceListId: priceListId('default'),
        testId: testId(item.slug),
        priceMinor: item.priceMinor,
        validFrom,
      })
      .onConflictDoNothing({ target: testPrices.id });
  }
}

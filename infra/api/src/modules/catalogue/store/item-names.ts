import { inArray } from 'drizzle-orm';
import type { TestKind } from '@labshop/shared-contracts/core/api/catalogue';
import type { DatabaseExecutor } from '../../../db/client';
import { tests } from '../../../db/schema';

/** A catalogue item by its name and kind alone. */
export interface ItemName {
  id: string;
  name: string;
  kind: TestKind;
}

/** The items among `ids` the catalogue holds, on sale or not, by id; unknown ids are missing from the map. */
export async function findItemNames(db: DatabaseExecutor, ids: readonly string[]): Promise<Map<string, ItemName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: tests.id, name: tests.name, kind: tests.kind })
    .from(tests)
    .where(inArray(tests.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

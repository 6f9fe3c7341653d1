import { and, eq, inArray } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { tests } from '../../../db/schema';

export interface PublishedItemName {
  id: string;
  slug: string;
  name: string;
}

/**
 * The published items among `slugs`, by slug: for rules that name items by their slug (the quiz's
 * recommendations). An unknown or unpublished slug is missing from the map.
 */
export async function loadPublishedBySlug(
  db: DatabaseExecutor,
  slugs: readonly string[],
): Promise<Map<string, PublishedItemName>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: tests.id, slug: tests.slug, name: tests.name })
    .from(tests)
    .where(and(inArray(tests.slug, unique), eq(tests.published, true)));
  return new Map(rows.map((row) => [row.slug, row]));
}

import { sql } from 'drizzle-orm';
import type { PackagePreview, TestPreview } from '@labshop/shared-contracts/core/api/catalogue-preview';
import type { Database } from '../../../db/client';
import { previewPackageDetail, previewTestDetail, type DetailScope } from './details';

async function isPublished(db: Database, id: string): Promise<boolean> {
  const result = await db.execute<{ published: boolean }>(sql`select published from tests where id = ${id}`);
  return result.rows[0]?.published ?? false;
}

/** A test as its page would show it, published or not, and whether the shop shows it yet. */
export async function loadTestPreview(db: Database, id: string, scope: DetailScope): Promise<TestPreview | null> {
  const item = await previewTestDetail(db, id, scope);
  return item === null ? null : { published: await isPublished(db, id), item };
}

export async function loadPackagePreview(db: Database, id: string, scope: DetailScope): Promise<PackagePreview | null> {
  const item = await previewPackageDetail(db, id, scope);
  return item === null ? null : { published: await isPublished(db, id), item };
}

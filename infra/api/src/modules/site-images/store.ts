import { desc, eq } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { siteImages } from '../../db/schema';

export type SiteImageRow = typeof siteImages.$inferSelect;
export type SiteImageValues = Omit<SiteImageRow, 'id' | 'uploadedAt'>;

/** Site pictures hold no personal data: the administrator check is the service's. */
export async function listImages(db: Database): Promise<SiteImageRow[]> {
  return db.select().from(siteImages).orderBy(desc(siteImages.uploadedAt), desc(siteImages.id));
}

export async function findImage(db: Database, id: string): Promise<SiteImageRow | undefined> {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.id, id));
  return row;
}

/**
 * Inserts one, or answers the picture already kept under the same source path (the same bytes); `inserted` says
 * which.
 */
export async function insertImage(
  db: DatabaseExecutor,
  values: SiteImageValues,
  now: Date,
): Promise<{ row: SiteImageRow; inserted: boolean }> {
  const [inserted] = await db
    .insert(siteImages)
    .values({ ...values, uploadedAt: now })
    .onConflictDoNothing({ target: siteImages.src })
    .returning();
  if (inserted) return { row: inserted, inserted: true };
  const [existing] = await db.select().from(siteImages).where(eq(siteImages.src, values.src));
  if (!existing) throw new Error('A picture was neither stored nor found');
  return { row: existing, inserted: false };
}

import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { siteRedirects } from '../../db/schema';

export type SiteRedirectRow = typeof siteRedirects.$inferSelect;
export type SiteRedirectValues = Pick<SiteRedirectRow, 'fromPath' | 'to' | 'status' | 'active' | 'replacesPage'>;

/** Redirects hold no personal data: the admin check is the service's, the gateway reads the active ones. */
export async function listRedirects(db: Database, onlyActive: boolean): Promise<SiteRedirectRow[]> {
  const query = db.select().from(siteRedirects);
  return (onlyActive ? query.where(eq(siteRedirects.active, true)) : query).orderBy(asc(siteRedirects.fromPath));
}

export async function findRedirect(db: Database, id: string): Promise<SiteRedirectRow | undefined> {
  const [row] = await db.select().from(siteRedirects).where(eq(siteRedirects.id, id));
  return row;
}

/** The redirect as it is before a change, its row locked until the changing transaction `tx` ends. */
export async function lockRedirect(tx: DatabaseExecutor, id: string): Promise<SiteRedirectRow | undefined> {
  const [row] = await tx.select().from(siteRedirects).where(eq(siteRedirects.id, id)).for('update');
  return row;
}

/** Inserts one; undefined when a redirect from that path exists already. */
export async function insertRedirect(
  db: DatabaseExecutor,
  values: SiteRedirectValues,
  now: Date,
): Promise<SiteRedirectRow | undefined> {
  const [row] = await db
    .insert(siteRedirects)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: siteRedirects.fromPath })
    .returning();
  return row;
}

export async function updateRedirect(
  db: DatabaseExecutor,
  id: string,
  values: SiteRedirectValues,
  now: Date,
): Promise<SiteRedirectRow | undefined> {
  const [row] = await db
    .update(siteRedirects)
    .set({ ...values, updatedAt: now })
    .where(eq(siteRedirects.id, id))
    .returning();
  return row;
}

/** Deletes one; the row as it was, or undefined when there was none. */
export async function deleteRedirect(db: DatabaseExecutor, id: string): Promise<SiteRedirectRow | undefined> {
  const [deleted] = await db.delete(siteRedirects).where(eq(siteRedirects.id, id)).returning();
  return deleted;
}

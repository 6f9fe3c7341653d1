import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/** Inserts one; undefined when a redirect from that path exists already. */
export async function insertRedirect(
  db: Database,
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
  db: Database,
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

export async function deleteRedirect(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(siteRedirects).where(eq(siteRedirects.id, id)).returning({ id: siteRedirects.id });
  return deleted.length > 0;
}

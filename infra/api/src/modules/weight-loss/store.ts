import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { weightLossEntries, weightLossProgrammes } from '../../db/schema';
import { accountOf, type Principal } from '../../platform/principal';

export type StoredProgramme = typeof weightLossProgrammes.$inferSelect;
export type StoredEntry = typeof weightLossEntries.$inferSelect;

/** The one access rule of a programme and all it holds: the account that bought it, and nobody else. */
function programmeVisibleTo(principal: Principal): SQL {
  const accountId = accountOf(principal);
  return accountId === null ? sql`false` : eq(weightLossProgrammes.accountId, accountId);
}

/** Starts programmes in the paying transaction `tx`; one already started for the same order and person stays. */
export async function insertProgrammes(
  tx: DatabaseExecutor,
  rows: ReadonlyArray<typeof weightLossProgrammes.$inferInsert>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(weightLossProgrammes)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: weightLossProgrammes.id });
  return inserted.length;
}

/** The programme the principal started last: the one they follow now. */
export async function latestProgramme(db: Database, principal: Principal): Promise<StoredProgramme | null> {
  const [row] = await programmesNewestFirst(db, principal, 1);
  return row ?? null;
}

/** The principal's programmes, the one started last first. */
export async function programmesNewestFirst(
  db: Database,
  principal: Principal,
  limit?: number,
): Promise<StoredProgramme[]> {
  const query = db
    .select()
    .from(weightLossProgrammes)
    .where(programmeVisibleTo(principal))
    .orderBy(desc(weightLossProgrammes.startedAt), desc(weightLossProgrammes.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function findProgramme(
  db: DatabaseExecutor,
  principal: Principal,
  programmeId: string,
): Promise<StoredProgramme | null> {
  const [row] = await db
    .select()
    .from(weightLossProgrammes)
    .where(and(eq(weightLossProgrammes.id, programmeId), programmeVisibleTo(principal)));
  return row ?? null;
}

export async function updateGoal(
  db: Database,
  principal: Principal,
  programmeId: string,
  goal: { heightMm: number; targetWeightGrams: number },
): Promise<StoredProgramme | null> {
  const [row] = await db
    .update(weightLossProgrammes)
    .set(goal)
    .where(and(eq(weightLossProgrammes.id, programmeId), programmeVisibleTo(principal)))
    .returning();
  return row ?? null;
}

/** Only for a programme the caller found visible to its principal. */
export async function insertEntry(
  db: DatabaseExecutor,
  entry: typeof weightLossEntries.$inferInsert,
): Promise<StoredEntry> {
  const [row] = await db.insert(weightLossEntries).values(entry).returning();
  if (!row) throw new Error('A weight entry was not written');
  return row;
}

/** A visible programme's weights, oldest first (its check-ins are quiz records, read from the quiz). */
export async function entriesOf(db: Database, principal: Principal, programmeId: string): Promise<StoredEntry[]> {
  const rows = await db
    .select({ entry: weightLossEntries })
    .from(weightLossEntries)
    .innerJoin(weightLossProgrammes, eq(weightLossProgrammes.id, weightLossEntries.programmeId))
    .where(and(eq(weightLossProgrammes.id, programmeId), programmeVisibleTo(principal)))
    .orderBy(asc(weightLossEntries.measuredOn), asc(weightLossEntries.createdAt));
  return rows.map((row) => row.entry);
}

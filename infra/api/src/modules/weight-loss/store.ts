import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { weightLossEntries, weightLossFeedback, weightLossProgrammes } from '../../db/schema';
import { accountOf, type Principal } from '../../platform/principal';

export type StoredProgramme = typeof weightLossProgrammes.$inferSelect;
export type StoredEntry = typeof weightLossEntries.$inferSelect;
export type StoredFeedback = typeof weightLossFeedback.$inferSelect;

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
  const [row] = await db
    .select()
    .from(weightLossProgrammes)
    .where(programmeVisibleTo(principal))
    .orderBy(desc(weightLossProgrammes.startedAt), desc(weightLossProgrammes.id))
    .limit(1);
  return row ?? null;
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

/** Only for a programme the caller found visible to its principal. */
export async function insertFeedback(
  db: DatabaseExecutor,
  feedback: typeof weightLossFeedback.$inferInsert,
): Promise<StoredFeedback> {
  const [row] = await db.insert(weightLossFeedback).values(feedback).returning();
  if (!row) throw new Error('A check-in was not written');
  return row;
}

/** A visible programme's weights and check-ins, oldest first. */
export async function progressOf(
  db: Database,
  principal: Principal,
  programmeId: string,
): Promise<{ entries: StoredEntry[]; feedback: StoredFeedback[] }> {
  const visible = and(eq(weightLossProgrammes.id, programmeId), programmeVisibleTo(principal));
  const [entries, feedback] = await Promise.all([
    db
      .select({ entry: weightLossEntries })
      .from(weightLossEntries)
      .innerJoin(weightLossProgrammes, eq(weightLossProgrammes.id, weightLossEntries.programmeId))
      .where(visible)
      .orderBy(asc(weightLossEntries.measuredOn), asc(weightLossEntries.createdAt)),
    db
      .select({ feedback: weightLossFeedback })
      .from(weightLossFeedback)
      .innerJoin(weightLossProgrammes, eq(weightLossProgrammes.id, weightLossFeedback.programmeId))
      .where(visible)
      .orderBy(asc(weightLossFeedback.sentOn), asc(weightLossFeedback.createdAt)),
  ]);
  return { entries: entries.map((row) => row.entry), feedback: feedback.map((row) => row.feedback) };
}

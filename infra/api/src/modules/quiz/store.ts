import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { quizRecords } from '../../db/schema';
import type { Principal } from '../../platform/principal';

export type QuizRecordRow = typeof quizRecords.$inferSelect;
export type NewQuizRecord = typeof quizRecords.$inferInsert;

/**
 * Who may read a quiz record, the one rule for it: an account its own (in any role, an administrator's reach
 * included: answers about health are the patient's alone); a guest the record whose token they hold; nobody else.
 */
export type QuizReader = Principal | { kind: 'quiz-guest'; tokenHash: string };

function quizRecordVisibleTo(reader: QuizReader): SQL {
  if (reader.kind === 'account') return eq(quizRecords.accountId, reader.accountId);
  if (reader.kind === 'quiz-guest') {
    return and(isNull(quizRecords.accountId), eq(quizRecords.guestTokenHash, reader.tokenHash)) ?? sql`false`;
  }
  return sql`false`;
}

export async function insertQuizRecord(db: DatabaseExecutor, record: NewQuizRecord): Promise<QuizRecordRow> {
  const [row] = await db.insert(quizRecords).values(record).returning();
  if (!row) throw new Error('The quiz record was not stored');
  return row;
}

/** The record if the reader may see it; null for an unknown one and for someone else's alike. */
export async function findQuizRecord(db: DatabaseExecutor, reader: QuizReader, id: string) {
  const [row] = await db
    .select()
    .from(quizRecords)
    .where(and(eq(quizRecords.id, id), quizRecordVisibleTo(reader)));
  return row ?? null;
}

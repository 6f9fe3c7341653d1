import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { QuizKind } from '@labshop/shared-contracts/core/api/quiz';
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

/**
 * The account's own records of one questionnaire (its holder's and its added patients', or one patient's), newest
 * first. Only an account has "own" records: a guest's are found by their token alone.
 */
export async function listQuizRecords(
  db: DatabaseExecutor,
  reader: QuizReader,
  filter: { kind: QuizKind; patientId?: string; limit: number },
): Promise<QuizRecordRow[]> {
  if (reader.kind !== 'account') return [];
  return db
    .select()
    .from(quizRecords)
    .where(
      and(
        quizRecordVisibleTo(reader),
        eq(quizRecords.kind, filter.kind),
        filter.patientId === undefined ? undefined : eq(quizRecords.patientId, filter.patientId),
      ),
    )
    .orderBy(desc(quizRecords.createdAt), desc(quizRecords.id))
    .limit(filter.limit);
}

/** The check-ins (weight-loss-feedback records) the reader may see of a programme, oldest first. */
export async function checkInsOfProgramme(
  db: DatabaseExecutor,
  reader: QuizReader,
  programmeId: string,
): Promise<QuizRecordRow[]> {
  return db
    .select()
    .from(quizRecords)
    .where(
      and(
        quizRecordVisibleTo(reader),
        eq(quizRecords.programmeId, programmeId),
        eq(quizRecords.kind, 'weight-loss-feedback'),
      ),
    )
    .orderBy(asc(quizRecords.date), asc(quizRecords.createdAt));
}

import { QUIZ_RECORDS_PATH, QuizRecordList, type QuizKind, type QuizRecord } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';

export interface NewestQuizRecord {
  /** The account's newest record of the questionnaire, from whichever browser or device sent it; null for none. */
  record: QuizRecord | null;
  /** True while the account's records are being read. */
  loading: boolean;
}

/**
 * The signed-in account's newest record of the `kind` questionnaire, read from the API so a quiz completed on a
 * phone counts on a laptop too. A guest has no account to read: null. A failed read counts as none, so the page
 * still works as it would for a patient who never took the quiz.
 */
export function useNewestQuizRecord(kind: QuizKind): NewestQuizRecord {
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.user && session.token);
  const mine = useApiQuery(signedIn ? QUIZ_RECORDS_PATH : null, { query: { kind }, answer: QuizRecordList });
  return {
    record: mine.status === 'success' ? (mine.data.records[0] ?? null) : null,
    loading: signedIn && mine.status === 'loading',
  };
}

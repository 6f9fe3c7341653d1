import { QuizRecord, type QuizKind, type QuizSubmission } from '@labshop/shared-contracts/core';
import { getApiClient, pageStorage } from '@labshop/shared-contracts/web';
import { create } from 'superstruct';
import { patientTimeZone } from '../patient-day';

const recordKey = (uuid: string) => `labshop.quiz-record.${uuid}`;

/**
 * Sends the answers with the patient's time zone (the record is dated their today, not the UTC one); the record
 * answered is kept for this browser session, so a guest can see it again.
 */
export async function submitQuiz(kind: QuizKind, submission: QuizSubmission): Promise<QuizRecord> {
  const record = await getApiClient().request(`quiz/${kind}/records`, {
    method: 'POST',
    body: { timeZone: patientTimeZone(), ...submission },
    answer: QuizRecord,
  });
  pageStorage('sessionStorage').setItem(recordKey(record.uuid), JSON.stringify(record));
  return record;
}

/**
 * The record this browser sent in this session, or null. A guest's record is theirs only in the browser that
 * sent it (the API gives it back only with the token the submission answered, kept here with it).
 */
export function keptRecord(uuid: string): QuizRecord | null {
  try {
    const saved: unknown = JSON.parse(pageStorage('sessionStorage').getItem(recordKey(uuid)) ?? 'null');
    return saved === null ? null : create(saved, QuizRecord);
  } catch {
    return null;
  }
}

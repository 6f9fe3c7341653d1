import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { accounts, labResults } from '../../db/schema';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import type { MailMessage } from '../../platform/outbox';

/** Where the account holder reads the result: its own page, behind the account's login. */
export function resultPageLink(resultId: string, siteUrl: string): string {
  return new URL(`/account/results/${encodeURIComponent(resultId)}`, siteUrl).toString();
}

/**
 * The e-mail that tells an account holder a result is ready. It names the test and links to the result, and never
 * holds a value: the reading is behind the login, where it comes with its ranges and explanations.
 */
export function resultReadyMail(to: string, testName: string, resultId: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: `Your result for ${testName} is ready`,
    text: [
      `Your result for ${testName} is ready.`,
      '',
      `Read it in your Labshop account: ${resultPageLink(resultId, siteUrl)}`,
    ].join('\n'),
  };
}

/**
 * Queues the notice for each of these results that is ready to read (not preliminary) and belongs to an account,
 * in the transaction that stored them. One notice per result, ever: a correction or a repeat sends none.
 */
export async function queueResultReadyNotices(
  tx: DatabaseExecutor,
  outbox: MessageOutbox,
  siteUrl: string,
  resultIds: readonly string[],
): Promise<void> {
  if (resultIds.length === 0) return;
  const ready = await tx
    .select({ id: labResults.id, testName: labResults.testName, email: accounts.email })
    .from(labResults)
    .innerJoin(accounts, eq(accounts.id, labResults.accountId))
    .where(and(inArray(labResults.id, [...resultIds]), ne(labResults.status, 'preliminary')));
  for (const result of ready) {
    await outbox.queueMail(tx, resultReadyMail(result.email, result.testName, result.id, siteUrl), {
      kind: 'result-ready',
      key: `result-ready:${result.id}`,
    });
  }
}

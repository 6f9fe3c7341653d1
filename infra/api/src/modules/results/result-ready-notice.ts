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

/** SMS codes are single-use, expire within 10 minutes and allow a few attempts (docs/product-rules.md). */
export const SMS_CODE_RULES = {
  lifetimeMs: 10 * 60_000,
  maxAttempts: 5,
  /** A new code is sent at most this often, and at most `maxSends` times for one registration. */
  resendAfterMs: 60_000,
  maxSends: 5,
} as const;

export const SMS_MESSAGES = {
  invalid: 'The code you entered is invalid.',
  sentAgain: 'The code was sent again.',
  tooManyAttempts: 'Too many wrong codes. Ask for a new code.',
  resendTooSoon: 'The code has just been sent, wait a moment to receive a new code.',
  tooManySends: 'Too many codes were sent. Register again later.',
  unknownRegistration: 'This registration is not waiting for a code. Register again.',
} as const;

export function smsText(code: string): string {
  return `Your Labshop code is ${code}. It is valid for 10 minutes.`;
}

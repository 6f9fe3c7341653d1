import { integer, object, string, type Infer } from 'superstruct';

/**
 * GET /api/captcha: a proof-of-work challenge signed by the API. The browser finds a nonce such that SHA-256 of
 * `${challenge}:${nonce}` starts with `difficulty` zero bits, and sends `${challenge}:${nonce}` as the form's
 * `captcha` field before `expiresAt` (ISO). Each challenge is taken once.
 */
export const CaptchaChallenge = object({ challenge: string(), difficulty: integer(), expiresAt: string() });
export type CaptchaChallenge = Infer<typeof CaptchaChallenge>;

export const CAPTCHA_PATH = 'captcha';

/** Spec §5 Captcha: 'confirmation must be valid'. Said on the captcha field of every form it protects. */
export const CAPTCHA_INVALID = 'The confirmation must be valid.';

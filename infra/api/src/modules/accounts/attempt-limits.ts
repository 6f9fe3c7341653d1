import type { AttemptDelay } from '../../platform/attempt-delay';
import type { AttemptLimit } from '../../platform/attempt-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const TOO_MANY_LOGINS = 'Too many login attempts. Wait a few minutes and try again.';

/** Logins from one client address, whichever accounts they name; a right password is not counted. */
export const LOGIN_ADDRESS_LIMIT: AttemptLimit = {
  scope: 'login-address',
  max: 10,
  windowMs: 15 * MINUTE_MS,
  message: TOO_MANY_LOGINS,
};

/**
 * Logins to one account (or to one login naming nobody, so both answer alike) from browsers it does not know:
 * 5 in a row, then 30 seconds before the next, doubling with each attempt up to an hour. Someone guessing from
 * everywhere slows the account down but never locks it: the patient's own browsers are not slowed by it.
 */
export const LOGIN_ACCOUNT_DELAY: AttemptDelay = {
  scope: 'login-account',
  freeAttempts: 5,
  firstDelayMs: 30_000,
  maxDelayMs: HOUR_MS,
  windowMs: 24 * HOUR_MS,
  message: TOO_MANY_LOGINS,
};

/**
 * Wrong passwords from a browser the account knows. Past these it counts as unknown again, so a stolen device
 * cookie buys no more than a few guesses.
 */
export const KNOWN_DEVICE_LIMIT: AttemptLimit = {
  scope: 'login-device',
  max: 5,
  windowMs: 15 * MINUTE_MS,
  message: TOO_MANY_LOGINS,
};

/** Wrong SMS and e-mail codes from one address, whichever code they are for (each code has its own 5). */
export const SMS_LIMIT: AttemptLimit = {
  scope: 'sms',
  max: 20,
  windowMs: HOUR_MS,
  message: 'Too many code attempts. Wait a while and try again.',
};

export const RESET_LIMIT: AttemptLimit = {
  scope: 'reset',
  max: 5,
  windowMs: HOUR_MS,
  message: 'Too many password reset requests. Wait a while and try again.',
};

/**
 * Every registration with a valid form sends an SMS and says whether its e-mail, phone and PESEL are taken:
 * limited per address and per value, so nobody floods a phone or learns who is registered faster than this.
 */
export const REGISTRATION_LIMIT: AttemptLimit = {
  scope: 'registration',
  max: 5,
  windowMs: HOUR_MS,
  message: 'Too many registrations were started. Wait a while and try again.',
};

/** Checks of the current password when changing it, per account: a stolen session cannot guess it for long. */
export const PASSWORD_CHECK_LIMIT: AttemptLimit = {
  scope: 'password-check',
  max: 5,
  windowMs: 15 * MINUTE_MS,
  message: 'Too many wrong passwords. Wait a few minutes and try again.',
};

/**
 * One notice an hour to an account whose e-mail, phone or PESEL someone else tried to use. Nobody is refused by
 * it: a notice past it is simply not sent, so the message is never shown.
 */
export const TAKEN_NOTICE_LIMIT: AttemptLimit = {
  scope: 'taken-notice',
  max: 1,
  windowMs: HOUR_MS,
  message: '',
};

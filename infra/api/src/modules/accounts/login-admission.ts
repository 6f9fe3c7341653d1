import type { Database } from '../../db/client';
import { takeDelayedAttempt } from '../../platform/attempt-delay';
import { clearAttempts, clearTakenKeys, giveBack, takeAttempt, type TakenAttempt } from '../../platform/attempt-store';
import { KNOWN_DEVICE_LIMIT, LOGIN_ACCOUNT_DELAY, LOGIN_ADDRESS_LIMIT } from './attempt-limits';

/** The account's key in the login slow-down. */
export const accountLoginKey = (accountId: string) => `account:${accountId}`;

export interface LoginCaller {
  /** The client address as limits count it. */
  address: string;
  /** The account the login names, or the login itself when it names nobody (so both are limited alike). */
  accountKey: string;
  /** This browser's record for the account, when the account knows it. */
  knownDeviceId: string | null;
}

/** What an admitted attempt took, to give back once the password turns out right. */
export interface LoginAdmission {
  admitted: true;
  addressAttempt: TakenAttempt;
  /** Taken from the known device's own few instead of the account's slow-down. */
  deviceAttempt: TakenAttempt | null;
  accountKey: string;
}

export type LoginRefusal = { admitted: false; retryAfterMs: number | null };

/**
 * Whether a login attempt may check its password. Every attempt counts against the caller's address. A browser
 * the account knows counts against its own few; any other waits out the account's slow-down. Each count is one
 * statement in PostgreSQL, so parallel attempts on any number of instances get exactly what the limits allow.
 */
export async function admitLogin(db: Database, caller: LoginCaller, now: Date): Promise<LoginAdmission | LoginRefusal> {
  const addressAttempt = await takeAttempt(db, LOGIN_ADDRESS_LIMIT, caller.address, now);
  if (addressAttempt === null) return { admitted: false, retryAfterMs: null };
  const admission = { admitted: true, addressAttempt, accountKey: caller.accountKey } as const;

  if (caller.knownDeviceId !== null) {
    const deviceAttempt = await takeAttempt(db, KNOWN_DEVICE_LIMIT, caller.knownDeviceId, now);
    if (deviceAttempt !== null) return { ...admission, deviceAttempt };
  }
  const delayed = await takeDelayedAttempt(db, LOGIN_ACCOUNT_DELAY, caller.accountKey, now);
  if (!delayed.taken) {
    // Refused before any password was checked: the address has not tried anything.
    await giveBack(db, [addressAttempt]);
    return { admitted: false, retryAfterMs: delayed.retryAfterMs };
  }
  return { ...admission, deviceAttempt: null };
}

/**
 * The password was right: the attempt does not count against the address, and the account (or the known device
 * it came through) starts counting afresh. Failures elsewhere are not forgiven by a login from a known device.
 */
export async function settleRightPassword(db: Database, admission: LoginAdmission): Promise<void> {
  await giveBack(db, [admission.addressAttempt]);
  if (admission.deviceAttempt !== null) {
    await clearTakenKeys(db, [admission.deviceAttempt]);
  } else {
    await clearAttempts(db, LOGIN_ACCOUNT_DELAY.scope, [admission.accountKey]);
  }
}

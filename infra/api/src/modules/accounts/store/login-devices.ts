import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginDevices } from '../../../db/schema';

/**
 * The browsers an account logged in from, found by the device cookie's hash during a login (before any principal
 * exists: the right password is what the login proves).
 */

/** The id of the browser's record for the account, when it logged in there since `since`. */
export async function knownDeviceIdOf(
  db: Database,
  accountId: string,
  tokenHash: string,
  since: Date,
): Promise<string | null> {
  const [device] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.accountId, accountId),
        eq(loginDevices.tokenHash, tokenHash),
        gt(loginDevices.lastLoginAt, since),
      ),
    );
  return device?.id ?? null;
}

/**
 * Records the browser under its new token's hash, dropping the account's records older than `expiredBefore` and the
 * one the browser sent before (`previousHash`), so a planted cookie never becomes the known one.
 */
export async function replaceKnownDevice(
  db: Database,
  device: { accountId: string; tokenHash: string; previousHash: string | null; expiredBefore: Date; now: Date },
): Promise<void> {
  const expired = lt(loginDevices.lastLoginAt, device.expiredBefore);
  await db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.accountId, device.accountId),
        device.previousHash === null ? expired : or(expired, eq(loginDevices.tokenHash, device.previousHash)),
      ),
    );
  await db.insert(loginDevices).values({
    accountId: device.accountId,
    tokenHash: device.tokenHash,
    createdAt: device.now,
    lastLoginAt: device.now,
  });
}

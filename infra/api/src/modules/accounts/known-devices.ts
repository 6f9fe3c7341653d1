import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { loginDevices } from '../../db/schema';
import { newToken, sha256 } from '../../platform/secrets';

/**
 * A browser that logged in to an account with the right password gets a device cookie (random, only its hash
 * kept). Logins to the account from that browser skip the slow-down that failures elsewhere cause, so whoever
 * guesses the password cannot lock the patient out. The cookie goes only to the login endpoint, never to script.
 */
export const DEVICE_COOKIE = 'labshop_device';
const DEVICE_COOKIE_PATH = '/api/patient/login';
const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;
/** Base64url of 32 random bytes, as newToken makes them; anything else is not ours and is ignored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The device token this browser sent, if it sent one of ours. */
export function deviceTokenOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    const token = value.join('=');
    if (name === DEVICE_COOKIE && TOKEN_PATTERN.test(token)) return token;
  }
  return null;
}

/** The id of this browser's record for the account, when it logged in there within the cookie's lifetime. */
export async function knownDeviceId(
  db: Database,
  accountId: string,
  token: string | null,
  now: Date,
): Promise<string | null> {
  if (token === null) return null;
  const [device] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.accountId, accountId),
        eq(loginDevices.tokenHash, sha256(token)),
        gt(loginDevices.lastLoginAt, new Date(now.getTime() - DEVICE_LIFETIME_MS)),
      ),
    );
  return device?.id ?? null;
}

/**
 * After a right password: a new token for this browser replaces the one it sent (so a cookie planted by someone
 * else is never the one that becomes known), and the account's records past their lifetime are dropped.
 */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  now: Date,
): Promise<void> {
  const previous = deviceTokenOf(request);
  const token = newToken();
  const expired = lt(loginDevices.lastLoginAt, new Date(now.getTime() - DEVICE_LIFETIME_MS));
  await db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.accountId, accountId),
        previous === null ? expired : or(expired, eq(loginDevices.tokenHash, sha256(previous))),
      ),
    );
  await db.insert(loginDevices).values({ accountId, tokenHash: sha256(token), createdAt: now, lastLoginAt: now });
  const attributes = [
    `${DEVICE_COOKIE}=${token}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_LIFETIME_MS / 1000}`,
    'HttpOnly',
    'SameSite=Strict',
    // request.protocol is the visitor's, as the gateway forwards it.
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  void reply.header('set-cookie', attributes.join('; '));
}

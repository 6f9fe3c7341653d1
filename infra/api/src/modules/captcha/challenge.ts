import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** What a challenge carries, signed: its own id (used once), when it expires (ms) and how hard it is (zero bits). */
export interface ChallengeClaims {
  id: string;
  expiresAt: number;
  difficulty: number;
}

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest();

/** A new challenge: base64url(claims) '.' base64url(HMAC of it). It holds no ':' so a solution splits cleanly. */
export function issueChallenge(secret: string, now: Date, ttlMs: number, difficulty: number) {
  const claims: ChallengeClaims = { id: randomUUID(), expiresAt: now.getTime() + ttlMs, difficulty };
  const payload = b64(JSON.stringify(claims));
  return { challenge: `${payload}.${b64(sign(secret, payload))}`, claims };
}

/** The number of zero bits SHA-256 of `${challenge}:${nonce}` starts with. */
export function leadingZeroBits(challenge: string, nonce: string): number {
  const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Nonces are short decimal counters; anything else is no solution (and costs no hashing to refuse). */
const NONCE = /^\d{1,16}$/;

/**
 * The claims of a solution `${challenge}:${nonce}` whose signature holds, that has not expired and whose hash has
 * the zero bits the challenge asked for; null for anything else. Whether it was used before is the store's to say.
 */
export function checkSolution(secret: string, solution: unknown, now: Date): ChallengeClaims | null {
  if (typeof solution !== 'string' || solution.length > 1000) return null;
  const [challenge, nonce, ...rest] = solution.split(':');
  if (challenge === undefined || nonce === undefined || rest.length > 0 || !NONCE.test(nonce)) return null;
  const [payload, signature, ...more] = challenge.split('.');
  if (!payload || !signature || more.length > 0) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = readClaims(payload);
  if (claims === null || claims.expiresAt <= now.getTime()) return null;
  return leadingZeroBits(challenge, nonce) >= claims.difficulty ? claims : null;
}

function readClaims(payload: string): ChallengeClaims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { id, expiresAt, difficulty } = value as Record<string, unknown>;
    if (typeof id !== 'string' || typeof expiresAt !== 'number' || typeof difficulty !== 'number') return null;
    return { id, expiresAt, difficulty };
  } catch {
    return null;
  }
}

/** Solves a challenge the slow way, as a browser does: for tests and for command-line callers. */
export function solveChallenge(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1) {
    if (leadingZeroBits(challenge, String(nonce)) >= difficulty) return `${challenge}:${nonce}`;
  }
}

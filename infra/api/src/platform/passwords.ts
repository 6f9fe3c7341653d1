import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package declares it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;
/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Hashed once, and checked against when the login names nobody, so an unknown login takes as long as a wrong
 * password and its answer tells nothing.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('not-a-password-of-anyone');
  return decoyHash;
}

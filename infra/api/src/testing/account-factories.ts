import type { FastifyInstance } from 'fastify';
import type { Role } from '@labshop/shared-contracts/core/api/accounts';
import { randomInt } from 'node:crypto';
import { accounts } from '../db/schema';
import type { Database } from '../db/client';
import { hashPassword } from '../platform/passwords';
// Declares app.sessions, which the helpers below start sessions with.
import type {} from '../modules/accounts/session-service';

export const TEST_PASSWORD = 'Secret123';

let sequence = 0;

/** A phone number no other test account has: 9 digits, not starting with 0. */
export function uniquePhone(): string {
  sequence += 1;
  return `5${String(randomInt(0, 100_000)).padStart(5, '0')}${String(sequence % 1000).padStart(3, '0')}`;
}

/** An active patient account with TEST_PASSWORD (or the one given). */
export async function createTestAccount(
  db: Database,
  overrides: Partial<typeof accounts.$inferInsert> & { password?: string } = {},
) {
  const { password = TEST_PASSWORD, ...values } = overrides;
  const phone = values.phone ?? uniquePhone();
  const [account] = await db
    .insert(accounts)
    .values({
      email: `patient-${phone}@example.com`,
      phone,
      firstName: 'Anna',
      lastName: 'Kowalska',
      passwordHash: await hashPassword(password),
      ...values,
    })
    .returning();
  if (!account) throw new Error('The account was not created');
  return account;
}

/** A bearer header for a new session of the account, as a login would give. */
export async function signedIn(app: FastifyInstance, accountId: string): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.sessions.start(accountId)}` };
}

/** A bearer header for a new session of the account acting in `role`, as a login and a role switch would give. */
export async function signedInAs(
  app: FastifyInstance,
  accountId: string,
  role: Role,
): Promise<{ authorization: string }> {
  const token = await app.sessions.reissueForRole(await app.sessions.start(accountId), role);
  if (token === null) throw new Error('The new session could not switch its role');
  return { authorization: `Bearer ${token}` };
}

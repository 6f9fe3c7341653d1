import type { FastifyInstance } from 'fastify';
import { accountPrincipal, type Principal } from '../../../platform/principal';
import { createTestAccount } from '../../../testing/account-factories';

/** An administrator at work, as the administration's own screens act. */
async function anAdministrator(app: FastifyInstance): Promise<Principal> {
  const admin = await createTestAccount(app.db, { roles: ['patient', 'admin'] });
  return accountPrincipal(admin.id, 'admin');
}

/** Blocks an account as an administrator does: its sessions end and its token only ever answers 'blocked'. */
export async function blockAccount(app: FastifyInstance, accountId: string): Promise<void> {
  await app.accounts.administration.block(await anAdministrator(app), accountId);
}

/** Verifies a doctor's licence number as an administrator does, which adds the doctor role. */
export async function verifyDoctor(app: FastifyInstance, accountId: string): Promise<void> {
  await app.accounts.administration.settleDoctor(await anAdministrator(app), accountId, 'verified');
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../db/schema';
import { audit } from './audit-log';

/** Blocks an account: its sessions end and its token only ever answers 'blocked' (the user's `status`). */
export async function blockAccount(app: FastifyInstance, accountId: string, by: string | null = null): Promise<void> {
  await app.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, accountId));
  await app.sessions.endAllOf(accountId);
  await audit(app.db, 'account_blocked', { accountId, details: { by } });
}

import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminAccount } from '@labshop/shared-contracts/core/api/admin';
import { normaliseEmail, normalisePhone } from '@labshop/shared-contracts/core';
import { accounts } from '../../db/schema';
import { ForbiddenError } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { audit } from '../accounts/audit-log';
import { blockAccount } from '../accounts/block-account';
import { heldRoles } from '../accounts/roles';
import { verifyDoctor } from '../accounts/verify-doctor';

type AccountRow = typeof accounts.$inferSelect;

const LIST_LIMIT = 20;

export function adminAccountOf(row: AccountRow): AdminAccount {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    roles: heldRoles(row.roles),
    status: row.status,
    pwz: row.pwz,
    doctorVerification: row.doctorVerification,
  };
}

async function accountById(app: FastifyInstance, accountId: string): Promise<AdminAccount> {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw notFound();
  return adminAccountOf(row);
}

/** Accounts by e-mail, phone or surname (the newest first without a query), for the administration to act on. */
export async function findAccounts(app: FastifyInstance, query: string): Promise<AdminAccount[]> {
  const text = query.trim();
  const where =
    text === ''
      ? undefined
      : or(
          eq(accounts.email, normaliseEmail(text)),
          eq(accounts.phone, normalisePhone(text)),
          ilike(accounts.lastName, `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`),
        );
  const rows = await app.db.select().from(accounts).where(where).orderBy(desc(accounts.createdAt)).limit(LIST_LIMIT);
  return rows.map(adminAccountOf);
}

/** Doctors whose licence number waits for a check, the longest waiting first. */
export async function pendingDoctors(app: FastifyInstance): Promise<AdminAccount[]> {
  const rows = await app.db
    .select()
    .from(accounts)
    .where(eq(accounts.doctorVerification, 'pending'))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return rows.map(adminAccountOf);
}

/** Blocks an account and ends its sessions. An administrator cannot block their own account and lock everyone out. */
export async function block(app: FastifyInstance, accountId: string, by: string): Promise<AdminAccount> {
  await accountById(app, accountId);
  if (accountId === by) throw new ForbiddenError();
  await blockAccount(app, accountId, by);
  return accountById(app, accountId);
}

export async function unblock(app: FastifyInstance, accountId: string, by: string): Promise<AdminAccount> {
  await accountById(app, accountId);
  await app.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, accountId));
  await audit(app.db, 'account_unblocked', { accountId, details: { by } });
  return accountById(app, accountId);
}

/** Only a doctor still waiting for the check can be verified or rejected; anyone else is 'It cannot be done.'. */
export async function verify(app: FastifyInstance, accountId: string, by: string): Promise<AdminAccount> {
  await accountById(app, accountId);
  if (!(await verifyDoctor(app.db, accountId))) throw new ForbiddenError();
  await audit(app.db, 'doctor_verified', { accountId, details: { by } });
  return accountById(app, accountId);
}

export async function reject(app: FastifyInstance, accountId: string, by: string): Promise<AdminAccount> {
  await accountById(app, accountId);
  const updated = await app.db
    .update(accounts)
    .set({ doctorVerification: 'rejected', roles: sql`array_remove(${accounts.roles}, 'doctor')` })
    .where(and(eq(accounts.id, accountId), eq(accounts.doctorVerification, 'pending')))
    .returning({ id: accounts.id });
  if (updated.length === 0) throw new ForbiddenError();
  await audit(app.db, 'doctor_rejected', { accountId, details: { by } });
  return accountById(app, accountId);
}

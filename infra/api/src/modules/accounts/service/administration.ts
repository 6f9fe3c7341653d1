import { normaliseEmail, normalisePhone } from '@labshop/shared-contracts/core';
import type { AdminAccount } from '@labshop/shared-contracts/core/api/admin';
import { ForbiddenError } from '../../../platform/authorization';
import { notFound } from '../../../platform/errors';
import type { Principal } from '../../../platform/principal';
import {
  findAccount,
  pendingDoctorAccounts,
  searchAccounts,
  settleDoctorCheck,
  updateAccount,
  type AccountRow,
} from '../store/accounts';
import { audit, type AuditEvent } from '../store/audit-log';
import { heldRoles } from '../roles';
import type { DatabaseExecutor } from '../../../db/client';
import type { AccountsDeps } from './deps';

const LIST_LIMIT = 20;

/** An account as the administration sees it. */
function adminAccountOf(row: AccountRow): AdminAccount {
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

/** The administrator acting, as the audit log names them. */
const byOf = (principal: Principal) => (principal.kind === 'account' ? principal.accountId : null);

async function existing(db: DatabaseExecutor, principal: Principal, accountId: string): Promise<AccountRow> {
  const account = await findAccount(db, principal, accountId);
  if (!account) throw notFound();
  return account;
}

/**
 * Changes an account in one transaction and audit-logs it as `event`, with the account as it was and as it is after.
 * `change` answers the changed row, or null when there was no account to change (404).
 */
function auditedAccountChange(
  db: AccountsDeps['db'],
  principal: Principal,
  accountId: string,
  event: AuditEvent,
  change: (tx: DatabaseExecutor) => Promise<AccountRow | null | undefined>,
): Promise<AdminAccount> {
  return db.transaction(async (tx) => {
    const before = adminAccountOf(await existing(tx, principal, accountId));
    const changed = await change(tx);
    if (!changed) throw notFound();
    const after = adminAccountOf(changed);
    const by = byOf(principal);
    await audit(tx, event, { accountId, actorId: by, before, after, details: { by } });
    return after;
  });
}

/** Doctors' licence checks: who waits for one, and settling it (which the demo data does too). */
export function createDoctorChecks({ db }: Pick<AccountsDeps, 'db'>) {
  return {
    pendingDoctors: async (principal: Principal): Promise<AdminAccount[]> =>
      (await pendingDoctorAccounts(db, principal)).map(adminAccountOf),

    /** Only a doctor still waiting for the check can be verified or rejected; anyone else is 'It cannot be done.'. */
    async settleDoctor(
      principal: Principal,
      accountId: string,
      verdict: 'verified' | 'rejected',
    ): Promise<AdminAccount> {
      const event = verdict === 'verified' ? 'doctor_verified' : 'doctor_rejected';
      return auditedAccountChange(db, principal, accountId, event, async (tx) => {
        if (!(await settleDoctorCheck(tx, principal, accountId, verdict))) throw new ForbiddenError();
        return existing(tx, principal, accountId);
      });
    },
  };
}

/**
 * What the administration does to accounts: find them, block and unblock them, settle doctors' licence checks.
 * Every read and change goes through the accounts' access rule, so only an administrator at work reaches another
 * account; the id of the administrator acting is written to the audit log.
 */
export function createAdministrationService(deps: Pick<AccountsDeps, 'db' | 'sessions'>) {
  const { db, sessions } = deps;

  /** Sets the account's status and audit-logs it, before and after, in one transaction. */
  function changeStatus(principal: Principal, accountId: string, status: 'active' | 'blocked') {
    const event = status === 'blocked' ? 'account_blocked' : 'account_unblocked';
    return auditedAccountChange(db, principal, accountId, event, (tx) =>
      updateAccount(tx, principal, accountId, { status }),
    );
  }

  return {
    ...createDoctorChecks(deps),

    /** By e-mail, phone or the start of the surname (the newest first without a query). */
    async find(principal: Principal, query: string): Promise<AdminAccount[]> {
      const text = query.trim();
      const search =
        text === '' ? null : { email: normaliseEmail(text), phone: normalisePhone(text), surnameStart: text };
      return (await searchAccounts(db, principal, search, LIST_LIMIT)).map(adminAccountOf);
    },

    /** Blocks an account and ends its sessions. An administrator cannot block their own account and lock everyone out. */
    async block(principal: Principal, accountId: string): Promise<AdminAccount> {
      if (accountId === byOf(principal)) {
        await existing(db, principal, accountId);
        throw new ForbiddenError();
      }
      const blocked = await changeStatus(principal, accountId, 'blocked');
      await sessions.endAllOf(accountId);
      return blocked;
    },

    unblock: (principal: Principal, accountId: string): Promise<AdminAccount> =>
      changeStatus(principal, accountId, 'active'),
  };
}

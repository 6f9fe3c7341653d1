import type { DatabaseExecutor } from '../../../db/client';
import { recordAudit } from '../../../db/audit-log';

export type AuditEvent =
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'account_blocked'
  | 'account_unblocked'
  | 'registered'
  | 'role_switched'
  | 'doctor_verified'
  | 'doctor_rejected'
  | 'email_change_requested'
  | 'email_changed'
  | 'phone_change_requested'
  | 'phone_changed'
  /** A doctor looked a patient up by PESEL or phone (details: purpose, by, patientAccountId). */
  | 'patient_lookup';

export interface AuditEntry {
  accountId?: string | null;
  address?: string | null;
  details?: Record<string, unknown>;
  /** Who acted, when not the account the event is about (an administrator, a doctor); null for nobody signed in. */
  actorId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an authentication, administration or lookup event in the shop's audit log; never the password, token,
 * code or number looked up itself. The account acts itself unless another actor is named.
 */
export async function audit(db: DatabaseExecutor, event: AuditEvent, entry: AuditEntry): Promise<void> {
  const accountId = entry.accountId ?? null;
  const actorId = entry.actorId !== undefined ? entry.actorId : event === 'login_failed' ? null : accountId;
  await recordAudit(db, {
    event,
    actorId,
    accountId,
    record: accountId === null ? null : { type: 'account', id: accountId },
    before: entry.before,
    after: entry.after,
    address: entry.address,
    details: entry.details,
  });
}

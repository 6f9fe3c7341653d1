import type { DatabaseExecutor } from '../../../db/client';
import { auditLog } from '../../../db/schema';

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
}

/**
 * Records an authentication or lookup event; never the password, token, code or number looked up itself. The log
 * is written, never read, by the API: investigating abuse reads it in the database.
 */
export async function audit(db: DatabaseExecutor, event: AuditEvent, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event,
    accountId: entry.accountId ?? null,
    address: entry.address ?? null,
    details: entry.details ?? null,
  });
}

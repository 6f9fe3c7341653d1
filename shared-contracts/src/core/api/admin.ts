import { array, enums, nullable, object, string, type Infer } from 'superstruct';
import { ROLES } from './accounts';

/**
 * The administration API. Every endpoint answers 401 to a guest and 403 'It cannot be done.' to a
 * session whose active role is not admin. Paths are relative to the API base (`/api`).
 */
export const ADMIN_PATHS = {
  /** GET ?query= an e-mail address, phone number or surname: `AdminAccountList`. */
  accounts: 'admin/accounts',
  /** POST: blocks the account and ends its sessions; answers the `AdminAccount`. */
  block: (accountId: string) => `admin/accounts/${encodeURIComponent(accountId)}/block`,
  unblock: (accountId: string) => `admin/accounts/${encodeURIComponent(accountId)}/unblock`,
  /** GET: doctors whose licence number waits for a check, oldest first: `AdminAccountList`. */
  pendingDoctors: 'admin/doctors/pending',
  /** POST: the licence number checked out (the doctor role is added) or did not; answers the `AdminAccount`. */
  verifyDoctor: (accountId: string) => `admin/doctors/${encodeURIComponent(accountId)}/verify`,
  rejectDoctor: (accountId: string) => `admin/doctors/${encodeURIComponent(accountId)}/reject`,
} as const;

export const AdminAccount = object({
  id: string(),
  firstName: string(),
  lastName: string(),
  email: string(),
  phone: string(),
  roles: array(enums(ROLES)),
  status: enums(['active', 'blocked']),
  pwz: nullable(string()),
  doctorVerification: nullable(enums(['pending', 'verified', 'rejected'])),
});
export type AdminAccount = Infer<typeof AdminAccount>;

export const AdminAccountList = object({ accounts: array(AdminAccount) });
export type AdminAccountList = Infer<typeof AdminAccountList>;

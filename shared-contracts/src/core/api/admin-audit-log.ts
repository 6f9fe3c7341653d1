import { array, integer, nullable, object, optional, string, unknown, type Infer } from 'superstruct';

/**
 * GET /api/admin/audit-log (`AuditLogQuery`) → `AuditLogPage`: the shop's audit log, the newest first. Every admin
 * action and every doctor's read of a patient's results is in it, with who acted, when, what, on which record, and
 * the record before and after. 401 to a guest, 403 'It cannot be done.' to anyone not acting as admin.
 */
export const ADMIN_AUDIT_LOG_PATH = 'admin/audit-log';

export const AUDIT_LOG_MAX_PER_PAGE = 100;
export const AUDIT_LOG_DEFAULT_PER_PAGE = 25;

/**
 * Filters, each optional: `actor` the acting account's id, `action` the event ('account_blocked',
 * 'discount_code_changed'), `recordType` and `recordId` the record, `from` and `to` days (YYYY-MM-DD, both
 * included).
 */
export const AuditLogQuery = object({
  actor: optional(string()),
  action: optional(string()),
  recordType: optional(string()),
  recordId: optional(string()),
  from: optional(string()),
  to: optional(string()),
  page: optional(string()),
  perPage: optional(string()),
});
export type AuditLogQuery = Infer<typeof AuditLogQuery>;

/** Messages of a query the log cannot read (422, by field). */
export const AUDIT_LOG_QUERY_MESSAGES = {
  actor: 'must be an account id',
  day: 'must be a date written as YYYY-MM-DD',
  range: 'must not be before the start of the range',
  page: 'must be a whole number, 1 or more',
  perPage: `must be a whole number from 1 to ${AUDIT_LOG_MAX_PER_PAGE}`,
} as const;

export const AuditLogEntry = object({
  id: string(),
  action: string(),
  /** ISO moment. */
  at: string(),
  actor: nullable(object({ id: string(), email: nullable(string()) })),
  /** The account the event is about, when there is one. */
  accountId: nullable(string()),
  record: nullable(object({ type: string(), id: string() })),
  before: unknown(),
  after: unknown(),
  details: unknown(),
});
export type AuditLogEntry = Infer<typeof AuditLogEntry>;

export const AuditLogPage = object({
  entries: array(AuditLogEntry),
  total: integer(),
  page: integer(),
  perPage: integer(),
  pages: integer(),
});
export type AuditLogPage = Infer<typeof AuditLogPage>;

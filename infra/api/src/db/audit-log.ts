import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { MARKET } from '@labshop/shared-contracts/core';
import type { DatabaseExecutor } from './client';
import { accounts, auditLog } from './schema';

/** One event for the audit log: who acted, what they did, to which record, and the record before and after. */
export interface AuditEntry {
  event: string;
  /** The account that acted; null for a caller nobody signed in as. */
  actorId: string | null;
  /** The account the event is about, when it is about one. */
  accountId?: string | null;
  record?: { type: string; id: string } | null;
  before?: unknown;
  after?: unknown;
  address?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Appends an event to the audit log. Pass the transaction that makes the change, so the change and its row are
 * written together or not at all. Never pass a password, token or code typed by someone.
 */
export async function recordAudit(db: DatabaseExecutor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    actorId: entry.actorId,
    accountId: entry.accountId ?? null,
    recordType: entry.record?.type ?? null,
    recordId: entry.record?.id ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: entry.address ?? null,
    details: entry.details ?? null,
  });
}

export interface AuditSearch {
  actorId?: string;
  event?: string;
  recordType?: string;
  recordId?: string;
  /** From this day to that one, both included (YYYY-MM-DD, days of the shop's time zone). */
  fromDay?: string;
  toDay?: string;
  page: number;
  perPage: number;
}

export interface AuditRow {
  id: string;
  event: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  accountId: string | null;
  recordType: string | null;
  recordId: string | null;
  before: unknown;
  after: unknown;
  details: unknown;
}

/** The moment the shop's day (`days` after the one given) begins. */
const startOfShopDay = (day: string, days: number): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${MARKET.country.timeZone})`;

/** The events matching every filter given, the newest first, one page of them, with how many match in all. */
export async function searchAuditLog(
  db: DatabaseExecutor,
  search: AuditSearch,
): Promise<{ rows: AuditRow[]; total: number }> {
  const filters: SQL[] = [];
  if (search.actorId !== undefined) filters.push(eq(auditLog.actorId, search.actorId));
  if (search.event !== undefined) filters.push(eq(auditLog.event, search.event));
  if (search.recordType !== undefined) filters.push(eq(auditLog.recordType, search.recordType));
  if (search.recordId !== undefined) filters.push(eq(auditLog.recordId, search.recordId));
  if (search.fromDay !== undefined) filters.push(gte(auditLog.createdAt, startOfShopDay(search.fromDay, 0)));
  if (search.toDay !== undefined) filters.push(lt(auditLog.createdAt, startOfShopDay(search.toDay, 1)));
  const where = filters.length === 0 ? undefined : and(...filters);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      event: auditLog.event,
      at: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorEmail: accounts.email,
      accountId: auditLog.accountId,
      recordType: auditLog.recordType,
      recordId: auditLog.recordId,
      before: auditLog.before,
      after: auditLog.after,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(search.perPage)
    .offset((search.page - 1) * search.perPage);
  return { rows, total: counted?.total ?? 0 };
}

import {
  AUDIT_LOG_DEFAULT_PER_PAGE,
  AUDIT_LOG_MAX_PER_PAGE,
  AUDIT_LOG_QUERY_MESSAGES,
  type AuditLogQuery,
} from '@labshop/shared-contracts/core/api/admin-audit-log';
import type { AuditSearch } from '../../db/audit-log';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The page number or size as a URL writes it: digits only; null when it is something else. */
function wholeNumber(text: string | undefined): number | null | undefined {
  if (text === undefined) return undefined;
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The audit log's filters read from the query; a 422 by field for what cannot be read. */
export function readAuditLogQuery(query: AuditLogQuery): AuditSearch {
  const errors: FieldErrors = {};
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  const search: AuditSearch = { page: 1, perPage: AUDIT_LOG_DEFAULT_PER_PAGE };
  const actor = text(query.actor);
  if (actor !== undefined) {
    if (isRecordId(actor)) search.actorId = actor.toLowerCase();
    else errors.actor = [AUDIT_LOG_QUERY_MESSAGES.actor];
  }
  const action = text(query.action);
  if (action !== undefined) search.event = action;
  const recordType = text(query.recordType);
  if (recordType !== undefined) search.recordType = recordType;
  const recordId = text(query.recordId);
  if (recordId !== undefined) search.recordId = recordId;
  for (const field of ['from', 'to'] as const) {
    const day = text(query[field]);
    if (day === undefined) continue;
    if (!isDay(day)) errors[field] = [AUDIT_LOG_QUERY_MESSAGES.day];
    else if (field === 'from') search.fromDay = day;
    else search.toDay = day;
  }
  if (search.fromDay && search.toDay && search.toDay < search.fromDay) errors.to = [AUDIT_LOG_QUERY_MESSAGES.range];
  const page = wholeNumber(query.page);
  if (page === null || page === 0) errors.page = [AUDIT_LOG_QUERY_MESSAGES.page];
  else if (page !== undefined) search.page = page;
  const perPage = wholeNumber(query.perPage);
  if (perPage === null || perPage === 0 || (perPage ?? 0) > AUDIT_LOG_MAX_PER_PAGE) {
    errors.perPage = [AUDIT_LOG_QUERY_MESSAGES.perPage];
  } else if (perPage !== undefined) search.perPage = perPage;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return search;
}

import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The shop's one audit log: authentication events, every administrator's change and every doctor's read of a
 * patient's shared results. Who acted (`actor_id`), when, what (`event`), on which record, and the record before and
 * after the change. It is append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE (see its migration), so
 * not even the application itself can rewrite what happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    /** The account the event is about (the one signing in, blocked, looked up); null when none is. */
    accountId: uuid('account_id'),
    /** The account that acted; null for a caller nobody signed in as (a failed login). */
    actorId: uuid('actor_id'),
    /** The kind of record changed or read ('account', 'discount_code', 'lab_result') and its id. */
    recordType: text('record_type'),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
    details: jsonb('details'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_account_idx').on(table.accountId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_record_idx').on(table.recordType, table.recordId, table.createdAt),
    index('audit_log_created_idx').on(table.createdAt),
  ],
);

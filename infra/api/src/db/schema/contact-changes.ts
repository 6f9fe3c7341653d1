import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { accounts } from './accounts';

/**
 * A new e-mail address or phone number waiting for its code. The account keeps the old value until the code
 * sent to the new one comes back, so a typo never locks anybody out. One waiting change per account and kind.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['email', 'phone'] }).notNull(),
    /** The new value, normalised as the account stores it. */
    value: text('value').notNull(),
    codeHash: text('code_hash').notNull(),
    codeSentAt: at('code_sent_at').notNull(),
    codeExpiresAt: at('code_expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contact_changes_account_kind_unique').on(table.accountId, table.kind),
    index('contact_changes_value_idx').on(table.value),
  ],
);

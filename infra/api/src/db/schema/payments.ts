import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { orders } from './orders';

/**
 * 'refund_pending': the money arrived for an order that no longer takes it (paid by another attempt, cancelled,
 * expired), so it goes back; 'refunded' once the provider took the refund.
 */
export const paymentStatus = pgEnum('payment_status', ['started', 'paid', 'failed', 'refund_pending', 'refunded']);

/**
 * One attempt to pay an order online; a failed order may start another. An order has at most one attempt open at a
 * time (a unique index), so it can never be paid twice by two attempts started side by side.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's own id for the attempt (a Stripe Checkout Session id); none for the sandbox. */
    providerReference: text('provider_reference'),
    status: paymentStatus('status').notNull().default('started'),
    /** Where the buyer pays this attempt, answered again while it is open instead of starting another. */
    redirectUrl: text('redirect_url'),
    /** The provider's id of the money taken (a Stripe PaymentIntent), which a refund names. */
    providerPaymentReference: text('provider_payment_reference'),
    refundedAt: at('refunded_at'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_id_idx').on(table.orderId),
    unique('payments_provider_reference_unique').on(table.provider, table.providerReference),
    uniqueIndex('payments_one_open_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'started'`),
  ],
);

/**
 * Every callback or webhook event a provider delivered, by its own id. The unique key is what makes handling
 * exactly-once: a duplicate or a replay finds its id taken and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [unique('payment_events_provider_event_unique').on(table.provider, table.eventId)],
);

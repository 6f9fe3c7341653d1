import { index, pgEnum, pgTable, serial, text, boolean, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const contactKind = pgEnum('contact_kind', ['question', 'complaint']);
export const contactStatus = pgEnum('contact_status', ['new', 'answered']);

/**
 * Every message sent from the contact page, kept whether or not its mails left, and the answer an administrator
 * wrote back. The number gives the message its reference (C-2026-000042), which the sender quotes.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    kind: contactKind('kind').notNull(),
    status: contactStatus('status').notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company'),
    message: text('message').notNull(),
    sharingConsent: boolean('sharing_consent').notNull(),
    privacyConsent: boolean('privacy_consent').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    answer: text('answer'),
    answeredBy: uuid('answered_by'),
    answeredAt: at('answered_at'),
  },
  (table) => [index('contact_messages_received_at_idx').on(table.receivedAt)],
);

/**
 * Captcha challenges already used: a solution is accepted once, on whichever instance it arrives. Kept until the
 * challenge would have expired anyway, then swept.
 */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at').notNull().defaultNow(),
});

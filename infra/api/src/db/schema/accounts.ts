import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

export const accountStatus = pgEnum('account_status', ['active', 'blocked']);
export const accountRole = pgEnum('account_role', ['patient', 'doctor', 'admin']);
/** A doctor's account waits for someone to check the licence number before doctor features open. */
export const doctorVerification = pgEnum('doctor_verification', ['pending', 'verified', 'rejected']);

/** A person who signs in. E-mail is kept lower-cased so 'taken' ignores case. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    pesel: text('pesel'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex', { enum: ['m', 'f'] }),
    idCardNumber: text('id_card_number'),
    address: jsonb('address').$type<{
      street: string;
      houseNumber: string;
      homeNumber: string | null;
      postCode: string;
      city: string;
    }>(),
    roles: accountRole('roles')
      .array()
      .notNull()
      .default(sql`'{patient}'::account_role[]`),
    status: accountStatus('status').notNull().default('active'),
    pwz: text('pwz'),
    doctorVerification: doctorVerification('doctor_verification'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    uniqueIndex('accounts_phone_unique').on(table.phone),
    uniqueIndex('accounts_pesel_unique').on(table.pesel),
  ],
);

/** A signed-in session. Only the SHA-256 of the token is kept, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The role this session acts in (the role switch); null acts in the account's first role. */
    activeRole: accountRole('active_role'),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/** A registration waiting for its SMS code; the account is created only when the code is right. */
export const pendingRegistrations = pgTable('pending_registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The validated form with the password already hashed. */
  details: jsonb('details').notNull(),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  codeExpiresAt: at('code_expires_at').notNull(),
  codeSentAt: at('code_sent_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** How many codes went out for this registration; resends are limited. */
  sends: integer('sends').notNull().default(1),
  usedAt: at('used_at'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A patient an account added besides its owner (at most 5: docs/product-rules.md). */
export const accountPatients = pgTable(
  'account_patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pesel: text('pesel'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    sex: text('sex', { enum: ['m', 'f'] }).notNull(),
    ageGroup: text('age_group', { enum: ['child', 'adult'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('account_patients_account_idx').on(table.accountId)],
);

/** An e-mailed password reset link; only the token's hash is kept and it works once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('password_resets_account_idx').on(table.accountId)],
);

/**
 * Attempts counted per key (`<scope>:<account, address or value>`) within a window, for brute-force limits. Every
 * instance of the API counts in this one table, each attempt in one statement (platform/attempt-store.ts).
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  /** For limits that slow down instead of refusing: no further attempt on this key before this moment. */
  nextAttemptAt: at('next_attempt_at'),
});

/**
 * Requests per client address and minute, for the API-wide rate limit shared by every instance. Created UNLOGGED
 * (see its migration): counts lost in a crash cost nothing, and a request does not wait for a disk write.
 */
export const requestCounters = pgTable('request_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});

/**
 * Browsers an account has logged in from (a device cookie set at a successful login; only its hash is kept).
 * A known device is not slowed down by the failures others cause on the account, so nobody can lock a patient out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    lastLoginAt: at('last_login_at').notNull(),
  },
  (table) => [uniqueIndex('login_devices_account_token_unique').on(table.accountId, table.tokenHash)],
);

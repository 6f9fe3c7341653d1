import path from 'node:path';
import fp from 'fastify-plugin';
import { MARKET } from '@labshop/shared-contracts/core';
import { readTrustedProxies } from './client-address';
import { DATA_DIR } from './paths';
import { productionSecretProblems } from './production-secrets';
import { readRealtimeSettings, type RealtimeSettings } from './realtime-settings';

/** Everything the API reads from its environment, read once at start. */
export interface AppConfig {
  /** A PostgreSQL server to use; when null the API runs its own embedded PostgreSQL. */
  databaseUrl: string | null;
  embeddedPostgresPort: number;
  /** Where the embedded PostgreSQL keeps its data; separate runs (site, end-to-end tests) use separate folders. */
  embeddedPostgresDir: string;
  host: string;
  port: number;
  /** The shop currency and its country code: the market's (GBP, UK) unless CURRENCY and COUNTRY_CODE say otherwise. */
  currency: string;
  countryCode: string;
  /** Demo data is written at start unless turned off (a real shop's catalogue is not demo data). */
  seedDemoData: boolean;
  /**
   * Migrate (and seed, as asked) at start: on by default, so `npm start` needs nothing else. Off where a one-shot
   * step (`npm run db:prepare`, compose's migrate service) prepares the database once before any instance starts.
   */
  prepareDatabaseOnStart: boolean;
  /**
   * Demo accounts with a published password (a patient with results, a doctor, an admin) are written after the
   * demo catalogue. Only for trying the shop out locally: real patients' data must never sit beside known passwords.
   */
  demoAccounts: boolean;
  /** Requests per minute from one address, counted in the database so every instance shares the count. */
  rateLimitMax: number;
  /**
   * Proxies whose X-Forwarded-For names the caller (addresses, CIDR ranges, or loopback/linklocal/uniquelocal);
   * empty when callers reach the API directly. Limits per address count the caller this gives.
   */
  trustedProxies: string[];
  /** How long catalogue list answers are reused; a change shows within this time. 0 turns the cache off. */
  catalogueCacheSeconds: number;
  logLevel: string;
  /** A session ends after this long without a request (idle expiry): 30 minutes unless set otherwise. */
  sessionIdleMinutes: number;
  /**
   * A session ends this long after sign-in whatever happens (absolute expiry): 12 hours unless set otherwise. A
   * role switch gives the session a new token but not a new lifetime.
   */
  sessionMaxHours: number;
  /** The local SMS and e-mail providers write one JSON file per message here. */
  smsOutboxDir: string;
  mailOutboxDir: string;
  /** Uploaded pictures: the folder the gateway's image proxy reads (IMAGES_DIR, else SITE_DIR's images/). */
  imagesDir: string;
  /** The public site address password-reset links point to. */
  siteUrl: string;
  /** Who takes online payments: the offline sandbox page (default) or Stripe Checkout. */
  paymentProvider: 'sandbox' | 'stripe';
  /**
   * Signs the sandbox page's callbacks and derives guests' order access tokens. Empty when not set: the API then
   * makes one once and keeps it in the database (platform/instance-secrets.ts), so every instance and every
   * restart agrees on it.
   */
  paymentSecret: string;
  orderTokenSecret: string;
  /**
   * How long an order paid online may stay unpaid (ORDER_PAYMENT_TTL_MINUTES, a day by default). Then it expires:
   * its discount code and referral discount are free again, and a payment arriving later is refunded.
   */
  orderPaymentTtlMinutes: number;
  /** Stripe's secret API key and webhook signing secret; required with PAYMENT_PROVIDER=stripe. */
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  /** An SMTP server (smtp://user:pass@host:port or smtps://...) for e-mail; null keeps the local outbox. */
  smtpUrl: string | null;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Where messages from the contact page are mailed (CONTACT_MAIL_TO): the shop's help address by default. */
  contactMailTo: string;
  /**
   * Signs captcha challenges (CAPTCHA_SECRET); made once and kept in the database when unset, like the secrets
   * above.
   */
  captchaSecret: string;
  /**
   * How hard a captcha challenge is, in zero bits of SHA-256 (CAPTCHA_DIFFICULTY, 12 by default: about 4,000
   * hashes, well under a second on a phone); 0 turns the work off but still asks for a signed, unused challenge.
   */
  captchaDifficulty: number;
  /** How long a captcha challenge may be sent back (CAPTCHA_TTL_SECONDS, 10 minutes by default). */
  captchaTtlSeconds: number;
  /** An HTTP SMS gateway that takes { to, text } as JSON; null keeps the local outbox. */
  smsGatewayUrl: string | null;
  /** Sent to the SMS gateway as a bearer token. */
  smsGatewayKey: string | null;
  /**
   * This instance works the job queue (delivers messages, runs scheduled jobs). Off for an instance that only
   * serves requests: it still queues jobs, and another instance runs them.
   */
  jobsWorker: boolean;
  /** Live updates (results arriving) through a Pusher-protocol server. */
  realtime: RealtimeSettings;
  /**
   * The TCP port labs' integration engines may send HL7 messages to over MLLP (LAB_MLLP_PORT), on `host`; null,
   * the default, keeps the listener off. 0 takes any free port (tests).
   */
  labMllpPort: number | null;
  /** Who reads results in plain English: the offline rule-based engine (default) or a language model. */
  resultsAnalysis: ResultsAnalysisSettings;
}

export type ResultsAnalysisSettings =
  | { engine: 'rules' }
  | {
      engine: 'llm';
      /** An OpenAI-compatible chat-completions endpoint. */
      apiUrl: string;
      /** Sent as a bearer token when given; a local model server may need none. */
      apiKey: string | null;
      model: string;
      /** A model that does not answer in this time is given up on, and the rule-based reading is shown. */
      timeoutMs: number;
    };

type Env = Readonly<Record<string, string | undefined>>;

export function readConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const port = (name: string, fallback: number) => readInteger(env, name, fallback, 1, 65535, problems);
  const config: AppConfig = {
    databaseUrl: env.DATABASE_URL?.trim() || null,
    embeddedPostgresPort: port('EMBEDDED_PG_PORT', 5433),
    embeddedPostgresDir: env.EMBEDDED_PG_DIR?.trim() || path.join(DATA_DIR, 'postgres'),
    host: env.HOST?.trim() || '127.0.0.1',
    port: port('PORT', 4000),
    currency: readPattern(
      env,
      'CURRENCY',
      MARKET.currency.code,
      /^[A-Z]{3}$/,
      'three capital letters, e.g. GBP',
      problems,
    ),
    countryCode: readPattern(
      env,
      'COUNTRY_CODE',
      MARKET.currency.countryCode,
      /^[A-Z]{2}$/,
      'two capital letters, e.g. UK',
      problems,
    ),
    seedDemoData: readBoolean(env, 'SEED_DEMO_DATA', true, problems),
    prepareDatabaseOnStart: readBoolean(env, 'PREPARE_DATABASE_ON_START', true, problems),
    demoAccounts: readBoolean(env, 'DEMO_ACCOUNTS', false, problems),
    rateLimitMax: readInteger(env, 'RATE_LIMIT_MAX', 600, 1, 1_000_000, problems),
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXIES, problems),
    catalogueCacheSeconds: readInteger(env, 'CATALOGUE_CACHE_SECONDS', 30, 0, 3600, problems),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    sessionIdleMinutes: readInteger(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60, problems),
    sessionMaxHours: readInteger(env, 'SESSION_MAX_HOURS', 12, 1, 30 * 24, problems),
    smsOutboxDir: env.SMS_OUTBOX_DIR?.trim() || path.join(DATA_DIR, 'outbox', 'sms'),
    mailOutboxDir: env.MAIL_OUTBOX_DIR?.trim() || path.join(DATA_DIR, 'outbox', 'mail'),
    imagesDir: path.resolve(
      env.IMAGES_DIR?.trim() || path.join(env.SITE_DIR?.trim() || path.join(DATA_DIR, 'site'), 'images'),
    ),
    siteUrl: env.SITE_URL?.trim() || 'http://127.0.0.1:8080',
    paymentProvider: readPaymentProvider(env, problems),
    paymentSecret: env.PAYMENT_SANDBOX_SECRET?.trim() ?? '',
    orderTokenSecret: env.ORDER_TOKEN_SECRET?.trim() ?? '',
    orderPaymentTtlMinutes: readInteger(env, 'ORDER_PAYMENT_TTL_MINUTES', 24 * 60, 5, 30 * 24 * 60, problems),
    stripeSecretKey: env.STRIPE_SECRET_KEY?.trim() || null,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    smtpUrl: readUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems),
    mailFrom: env.MAIL_FROM?.trim() || 'Labshop <no-reply@labshop.example>',
    contactMailTo: env.CONTACT_MAIL_TO?.trim() || MARKET.contact.email,
    captchaSecret: env.CAPTCHA_SECRET?.trim() ?? '',
    captchaDifficulty: readInteger(env, 'CAPTCHA_DIFFICULTY', 12, 0, 24, problems),
    captchaTtlSeconds: readInteger(env, 'CAPTCHA_TTL_SECONDS', 600, 30, 24 * 3600, problems),
    smsGatewayUrl: readUrl(env, 'SMS_GATEWAY_URL', ['http:', 'https:'], problems),
    smsGatewayKey: env.SMS_GATEWAY_KEY?.trim() || null,
    jobsWorker: readBoolean(env, 'JOBS_WORKER', true, problems),
    realtime: readRealtimeSettings(env, problems),
    labMllpPort: env.LAB_MLLP_PORT?.trim() ? readInteger(env, 'LAB_MLLP_PORT', 0, 0, 65535, problems) : null,
    resultsAnalysis: readResultsAnalysis(env, problems),
  };
  if (config.paymentProvider === 'stripe' && (!config.stripeSecretKey || !config.stripeWebhookSecret)) {
    problems.push('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (env.SESSION_MAX_DAYS?.trim()) {
    // Refused rather than ignored: an operator who set days would otherwise get 12-hour sessions unannounced.
    problems.push('SESSION_MAX_DAYS is no longer read: set SESSION_MAX_HOURS (a session lasts 12 hours by default)');
  }
  problems.push(...productionSecretProblems(env, config.databaseUrl));
  if (config.demoAccounts && !config.seedDemoData) {
    problems.push('DEMO_ACCOUNTS=true needs the demo catalogue: leave SEED_DEMO_DATA on');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return config;
}

function readPaymentProvider(env: Env, problems: string[]): AppConfig['paymentProvider'] {
  const raw = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  if (!raw || raw === 'sandbox') return 'sandbox';
  if (raw === 'stripe') return 'stripe';
  problems.push(`PAYMENT_PROVIDER must be sandbox or stripe, got "${raw}"`);
  return 'sandbox';
}

function readResultsAnalysis(env: Env, problems: string[]): ResultsAnalysisSettings {
  const raw = env.RESULTS_ANALYSIS_ENGINE?.trim().toLowerCase();
  if (!raw || raw === 'rules') return { engine: 'rules' };
  if (raw !== 'llm') {
    problems.push(`RESULTS_ANALYSIS_ENGINE must be rules or llm, got "${raw}"`);
    return { engine: 'rules' };
  }
  const apiUrl = readUrl(env, 'LLM_API_URL', ['http:', 'https:'], problems);
  const model = env.LLM_MODEL?.trim() || null;
  if (!env.LLM_API_URL?.trim()) problems.push('RESULTS_ANALYSIS_ENGINE=llm needs LLM_API_URL');
  if (model === null) problems.push('RESULTS_ANALYSIS_ENGINE=llm needs LLM_MODEL');
  return {
    engine: 'llm',
    apiUrl: apiUrl ?? '',
    apiKey: env.LLM_API_KEY?.trim() || null,
    model: model ?? '',
    timeoutMs: readInteger(env, 'LLM_TIMEOUT_MS', 20_000, 100, 300_000, problems),
  };
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }
  return value;
}

function readPattern(env: Env, name: string, fallback: string, pattern: RegExp, hint: string, problems: string[]) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!pattern.test(raw)) problems.push(`${name} must be ${hint}, got "${raw}"`);
  return raw;
}

function readUrl(env: Env, name: string, protocols: string[], problems: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  try {
    if (protocols.includes(new URL(raw).protocol)) return raw;
  } catch {
    // Reported below with the other problems.
  }
  problems.push(`${name} must be a ${protocols.join(' or ')} address`);
  return null;
}

function readBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return fallback;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async function configPlugin(fastify, options) {
    fastify.decorate('config', options.config);
  },
  { name: 'config' },
);

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { PublicConfigValue } from './public-config';

export type PaymentProvider = 'sandbox' | 'stripe';

export interface SecurityOptions {
  readonly publicConfig: PublicConfigValue;
  /** Origins allowed to frame the site (the embeddable cart); CSP frame-ancestors syntax. */
  readonly frameAncestors: readonly string[];
  /** Further script origins the operator trusts (scripts injected after consent). */
  readonly extraScriptSources: readonly string[];
  /** Further origins those scripts send data to (CSP_CONNECT_SOURCES). */
  readonly extraConnectSources?: readonly string[];
  /** Who takes online payments, as the API is configured (PAYMENT_PROVIDER); sandbox when not said. */
  readonly paymentProvider?: PaymentProvider;
}

const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com';
/**
 * What the Maps JavaScript API fetches (tiles, places, its own scripts' data), as Google's CSP guide for it lists
 * them, pinned to https.
 */
const GOOGLE_MAPS_CONNECT = ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'];
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
/** Where Google's tag sends measurements, as Google's CSP guide for Analytics lists them. */
const GOOGLE_ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
/** The shell's consent manager when /config.json names no script (shell/src/features/consent). */
const DEFAULT_CONSENT_MANAGER_URL = 'https://consent.cookiebot.com/uc.js';
/** Cookiebot's script loads the banner and the visitor's saved consent from its CDN beside it. */
const CONSENT_CDN_OF: Readonly<Record<string, string>> = {
  'https://consent.cookiebot.com': 'https://consentcdn.cookiebot.com',
  'https://consent.cookiebot.eu': 'https://consentcdn.cookiebot.eu',
};
/** Stripe Checkout's page, where a form of the site may take the buyer to pay. */
const STRIPE_CHECKOUT = 'https://checkout.stripe.com';

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The channels server's exact address, both ways pusher-js may open it (ws on an http page, wss on https). */
function realtimeOrigins(config: PublicConfigValue): string[] {
  if (!config.realtime.enabled) return [];
  const { host, port } = config.realtime;
  const hostname = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return [`ws://${hostname}:${port}`, `wss://${hostname}:${port}`];
}

/** The consent manager's origins, when the shell loads one: consent initialisation on and a site id set. */
function consentOrigins(config: PublicConfigValue): string[] {
  const { enabled, siteId, scriptUrl } = config.consent;
  if (!enabled || !siteId) return [];
  const origins = originOf(scriptUrl ?? DEFAULT_CONSENT_MANAGER_URL);
  return origins.flatMap((origin) => [origin, ...(CONSENT_CDN_OF[origin] ? [CONSENT_CDN_OF[origin]] : [])]);
}

/**
 * The shell and every remote load their scripts from this origin (Module Federation uses script tags, never
 * eval), so scripts are limited to 'self' plus the third parties the public config switches on. Pages talk to the
 * API on this origin; connect-src and form-action add only the origins the configuration needs (the realtime
 * server, Google Maps with a key, analytics when on, the consent manager when configured, Stripe's checkout with
 * the Stripe provider), never a whole scheme, so injected code cannot send what it reads to a site of its own.
 * Styles allow inline because style-loader injects each remote's CSS Modules as <style> tags.
 */
export function contentSecurityPolicy(options: SecurityOptions): Record<string, string[]> {
  const { publicConfig: config } = options;
  const maps = config.mapsApiKey !== null;
  const analytics = config.analytics.enabled;
  const consent = consentOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...consent,
      ...(maps ? [GOOGLE_MAPS_SCRIPT] : []),
      ...(analytics ? [GOOGLE_TAG_MANAGER] : []),
      ...options.extraScriptSources,
    ],
    styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: unique([
      "'self'",
      ...realtimeOrigins(config),
      ...(maps ? GOOGLE_MAPS_CONNECT : []),
      ...(analytics ? GOOGLE_ANALYTICS_CONNECT : []),
      ...consent,
      ...(options.extraConnectSources ?? []),
    ]),
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'https:'],
    formAction: ["'self'", ...(options.paymentProvider === 'stripe' ? [STRIPE_CHECKOUT] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: [...options.frameAncestors],
  };
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // frame-ancestors replaces X-Frame-Options, which cannot name the partner sites that embed the cart.
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Map keys are restricted by referrer, so the origin must still be sent to third parties.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

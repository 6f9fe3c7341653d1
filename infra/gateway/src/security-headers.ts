import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { PublicConfigValue } from './public-config';

export interface SecurityOptions {
  readonly publicConfig: PublicConfigValue;
  /** Origins allowed to frame the site (the embeddable cart); CSP frame-ancestors syntax. */
  readonly frameAncestors: readonly string[];
  /** Further script origins the operator trusts (scripts injected after consent). */
  readonly extraScriptSources: readonly string[];
}

const GOOGLE_MAPS = 'https://maps.googleapis.com';
const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The shell and every remote load their scripts from this origin (Module Federation uses script tags, never
 * eval), so scripts are limited to 'self' plus the third parties the public config switches on.
 * Styles allow inline because style-loader injects each remote's CSS Modules as <style> tags.
 */
export function contentSecurityPolicy(options: SecurityOptions): Record<string, string[]> {
  const { publicConfig: config } = options;
  const realtime = config.realtime.enabled ? [`ws://${config.realtime.host}:${config.realtime.port}`] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...originOf(config.consent.scriptUrl),
      ...(config.mapsApiKey ? [GOOGLE_MAPS] : []),
      ...(config.analytics.enabled ? [GOOGLE_TAG_MANAGER] : []),
      ...options.extraScriptSources,
    ],
    styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https:', 'wss:', ...realtime],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", 'https:'],
    formAction: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: [...options.frameAncestors],
  };
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

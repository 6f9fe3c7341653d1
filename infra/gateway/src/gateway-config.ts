import path from 'node:path';
import { ConfigError, envOptional, envPort, envString, type Env } from './env';
import { folderImageStore, type ImageStore } from './images/image-store';
import type { PaymentProvider } from './security-headers';

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_SITE_DIR = path.join(REPOSITORY_ROOT, '.data/site');
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';

export interface ServerSettings {
  readonly host: string;
  readonly port: number;
  readonly apiUrl: string;
  readonly frameAncestors: string[];
  readonly extraScriptSources: string[];
  readonly extraConnectSources: string[];
  readonly paymentProvider: PaymentProvider;
  readonly trustProxy: boolean | string;
}

/** TRUST_PROXY: `true`, or the addresses of the proxies in front (comma-separated, CIDR allowed). */
function trustProxy(value: string | null): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** PAYMENT_PROVIDER, as the API reads it: the pages' form-action names Stripe's checkout only when it takes payments. */
function paymentProvider(value: string | null): PaymentProvider {
  const provider = value?.toLowerCase() ?? 'sandbox';
  if (provider === 'sandbox' || provider === 'stripe') return provider;
  throw new ConfigError(`PAYMENT_PROVIDER must be sandbox or stripe, got "${value}"`);
}

function list(value: string | null): string[] {
  return value ? value.split(/[\s,]+/).filter(Boolean) : [];
}

/**
 * Settings of a listening server. HOST defaults to `localhost`, which Fastify binds on both IPv4 and IPv6;
 * containers set HOST=0.0.0.0.
 */
export function readServerSettings(env: Env, defaultPort: number): ServerSettings {
  const frameAncestors = list(envOptional(env, 'FRAME_ANCESTORS'));
  return {
    host: envString(env, 'HOST', 'localhost'),
    port: envPort(env, 'PORT', defaultPort),
    apiUrl: envString(env, 'API_URL', DEFAULT_API_URL),
    frameAncestors: frameAncestors.length > 0 ? frameAncestors : ["'self'"],
    extraScriptSources: list(envOptional(env, 'CSP_SCRIPT_SOURCES')),
    extraConnectSources: list(envOptional(env, 'CSP_CONNECT_SOURCES')),
    paymentProvider: paymentProvider(envOptional(env, 'PAYMENT_PROVIDER')),
    trustProxy: trustProxy(envOptional(env, 'TRUST_PROXY')),
  };
}

export function readSiteDir(env: Env): string {
  return path.resolve(envString(env, 'SITE_DIR', DEFAULT_SITE_DIR));
}

/** IMAGES_DIR (the proxy's sources) and IMAGE_CACHE_DIR (its rendered variants); unset, both follow SITE_DIR. */
export function readImageSettings(env: Env): { images?: ImageStore; imageCacheDir?: string } {
  const imagesDir = envOptional(env, 'IMAGES_DIR');
  const imageCacheDir = envOptional(env, 'IMAGE_CACHE_DIR');
  return {
    ...(imagesDir ? { images: folderImageStore(path.resolve(imagesDir)) } : {}),
    ...(imageCacheDir ? { imageCacheDir: path.resolve(imageCacheDir) } : {}),
  };
}

/**
 * SITE_URL: the address visitors reach the site at (`https://shop.example`), written into canonical links, the
 * site map and link previews. Unset, each answer uses the address its request came to.
 */
export function readSiteUrl(env: Env): string | null {
  const value = envOptional(env, 'SITE_URL');
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SITE_URL must be an address such as https://shop.example, got "${value}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`SITE_URL must be an http(s) origin without a path, got "${value}"`);
  }
  return url.origin;
}

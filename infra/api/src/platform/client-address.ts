import { isIP } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Ranges Fastify (proxy-addr) knows by name. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The gateway runs on the same machine under `npm start`; docker-compose names the gateway's network instead.
 * Anyone else's X-Forwarded-For is a claim the caller makes about itself, and is ignored.
 */
export const DEFAULT_TRUSTED_PROXIES = ['loopback'];

/**
 * TRUSTED_PROXIES: the proxies whose X-Forwarded-For the API believes, comma-separated: addresses, CIDR ranges
 * (`172.31.250.0/24`) or `loopback`, `linklocal`, `uniquelocal`; `none` when callers reach the API directly.
 */
export function readTrustedProxies(raw: string | undefined, problems: string[]): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return DEFAULT_TRUSTED_PROXIES;
  if (entries.length === 1 && entries[0]?.toLowerCase() === 'none') return [];
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    problems.push(
      `TRUSTED_PROXIES must list addresses, CIDR ranges, loopback, linklocal or uniquelocal (or be none), got "${wrong.join(', ')}"`,
    );
    return DEFAULT_TRUSTED_PROXIES;
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * The caller's address as limits count it. Fastify has already taken it from X-Forwarded-For when (and only
 * when) the request came through a trusted proxy. IPv6 counts by its /64 network: one subscriber is given a
 * whole /64 and could otherwise change address for every attempt. IPv4 inside IPv6 counts as the IPv4 address.
 */
export function limitAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip, 64);
}

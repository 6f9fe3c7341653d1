import { envOptional, type Env } from './env';

/**
 * The partner pages whose messages the cart frame accepts: the exact origins among FRAME_ANCESTORS, the
 * same setting that lets those sites frame Labshop. CSP keywords ('self') and wildcard sources cannot name
 * one origin, so they are left out: a message is trusted only from a page that is named in full.
 */
export function readFrameParentOrigins(env: Env): string[] {
  const entries = (envOptional(env, 'FRAME_ANCESTORS') ?? '').split(/[\s,]+/).filter(Boolean);
  return [...new Set(entries.flatMap(exactOrigin))];
}

function exactOrigin(entry: string): string[] {
  if (entry.includes('*')) return [];
  try {
    const url = new URL(entry);
    const isOriginOnly = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    return url.protocol.startsWith('http') && isOriginOnly ? [url.origin] : [];
  } catch {
    return [];
  }
}

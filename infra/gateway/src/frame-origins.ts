import { FRAME_SELF } from '@labshop/shared-contracts/core';
import { envOptional, type Env } from './env';

/**
 * The pages whose messages the cart frame accepts: the exact origins among FRAME_ANCESTORS, the same setting that
 * lets those sites frame Labshop, and `'self'` (its default: the site's own pages), which the frame reads as its
 * own origin. Other CSP keywords and wildcard sources cannot name one origin, so they are left out: a message is
 * trusted only from a page that is named in full.
 */
export function readFrameParentOrigins(env: Env): string[] {
  const entries = (envOptional(env, 'FRAME_ANCESTORS') ?? '').split(/[\s,]+/).filter(Boolean);
  return [...new Set((entries.length > 0 ? entries : [FRAME_SELF]).flatMap(exactOrigin))];
}

function exactOrigin(entry: string): string[] {
  if (entry === FRAME_SELF) return [FRAME_SELF];
  if (entry.includes('*')) return [];
  try {
    const url = new URL(entry);
    const isOriginOnly = (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash;
    return url.protocol.startsWith('http') && isOriginOnly ? [url.origin] : [];
  } catch {
    return [];
  }
}

import { stat } from 'node:fs/promises';
import path from 'node:path';

export type SitePath =
  { readonly kind: 'refused' } | { readonly kind: 'inside'; readonly relative: string; readonly absolute: string };

/**
 * Maps a URL path onto a file under `root`. Anything that could climb out of it (`..`, encoded slashes,
 * backslashes, NUL) or reach a hidden file is refused outright rather than normalised away.
 */
export function resolveSitePath(root: string, urlPath: string): SitePath {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'refused' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { kind: 'refused' };
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'refused' };
  const relative = segments.join('/');
  const absolute = path.resolve(root, relative);
  const base = path.resolve(root);
  if (absolute !== base && !absolute.startsWith(base + path.sep)) return { kind: 'refused' };
  return { kind: 'inside', relative, absolute };
}

export async function isFile(absolute: string): Promise<boolean> {
  try {
    return (await stat(absolute)).isFile();
  } catch {
    return false;
  }
}

/** The path part of a request URL, still percent-encoded. */
export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

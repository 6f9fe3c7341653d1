import { refine, string } from 'superstruct';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record id (UUID). Checked before any query, so a malformed id is a 422, never a database error. */
export const RecordId = refine(string(), 'id', (value) => UUID.test(value) || 'must be an id');

export const isRecordId = (value: string) => UUID.test(value);

/**
 * Clients drop empty query values before sending. A client that does not is treated the same way,
 * so `?city_uuid=` means no city rather than a malformed one.
 */
export function withoutEmptyValues(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));
}

/**
 * A list in a query string, however the client wrote it: repeated (`features=a&features=b`), with brackets
 * (`features[]=a`, as the shared API client flattens arrays) or comma-separated (`features=a,b`).
 */
export function listFromQuery(query: Record<string, unknown>, key: string): string[] | undefined {
  const raw = [query[key], query[`${key}[]`]].flat().filter((value) => value !== undefined);
  if (raw.length === 0) return undefined;
  return raw
    .map(String)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/**
 * Whether a path segment could be a slug at all (slugs are lower-case letters, digits and dashes). Anything else
 * names nothing that exists, and is answered 404 without asking the database.
 */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && value.length <= 100;
}

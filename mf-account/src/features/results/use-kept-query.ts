import { useState } from 'react';
import type { Struct } from 'superstruct';
import { toSearchParams, type Query } from '@labshop/shared-contracts/core';
import { useApiQuery, type ApiQueryResult } from '@labshop/shared-contracts/web';

export interface KeptQuery<T> {
  query: ApiQueryResult<T>;
  /** The latest answer for this path and query, kept on screen while it is read again. */
  data: T | undefined;
}

/**
 * Reads an endpoint like `useApiQuery`, but a refresh (a live result, a changed share) keeps the last answer on
 * screen instead of a loading line, so the list a patient is reading, and the control they focused, stay put.
 */
export function useKeptQuery<T>(path: string, options: { query?: Query; answer: Struct<T, unknown> }): KeptQuery<T> {
  const query = useApiQuery(path, options);
  const key = `${path}?${options.query ? toSearchParams(options.query).toString() : ''}`;
  const [kept, setKept] = useState<{ key: string; data: T } | null>(null);
  // Remembering the answer of an earlier render, the way React documents it: set during render, not in an effect.
  if (query.status === 'success' && (kept?.key !== key || kept.data !== query.data)) {
    setKept({ key, data: query.data });
  }
  const previous = kept?.key === key ? kept.data : undefined;
  return { query, data: query.status === 'success' ? query.data : previous };
}

import { useCallback, useEffect, useState } from 'react';
import type { Struct } from 'superstruct';
import { getApiClient } from './api-client';
import { toSearchParams, type Query } from '@labshop/shared-contracts/core';

export type ApiQueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

export type ApiQueryResult<T> = ApiQueryState<T> & {
  /** Asks again after a failure (or to refresh). */
  retry: () => void;
};

interface Settled<T> {
  key: string;
  state: ApiQueryState<T>;
}

/**
 * Reads one endpoint for a component: loading, then the answer checked against its shape, or the error
 * (an `ApiError` carries the HTTP status as `code`). A new path or query asks again and drops the
 * answer of the previous one; `path: null` waits without asking.
 */
export function useApiQuery<T>(
  path: string | null,
  options: { query?: Query; answer: Struct<T, unknown> },
): ApiQueryResult<T> {
  const { answer } = options;
  const search = options.query ? toSearchParams(options.query).toString() : '';
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const key = path === null ? null : `${attempt}:${path}?${search}`;

  useEffect(() => {
    if (path === null || key === null) return;
    const controller = new AbortController();
    getApiClient()
      .request(search ? `${path}?${search}` : path, { answer, signal: controller.signal })
      .then(
        (data) => setSettled({ key, state: { status: 'success', data } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setSettled({ key, state: { status: 'error', error: toError(error) } });
        },
      );
    return () => controller.abort();
  }, [key, path, search, answer]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const state: ApiQueryState<T> = settled && settled.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

import { create, type Struct } from 'superstruct';

/** A failed response is raised as { code: HTTP status, data: response body }. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly data: unknown,
  ) {
    super(readMessage(data) ?? `Request failed with status ${code}`);
    this.name = 'ApiError';
  }
}

function readMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Empty or undefined query values are removed before sending; objects are flattened. */
export function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      params.append(Array.isArray(value) ? `${key}[]` : key, String(item));
    }
  }
  return params;
}

export interface ApiClientOptions {
  baseUrl?: string;
  appName?: string;
  getToken?: () => string | null;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON; a Blob (an uploaded file) is sent as its own bytes with its own type. */
  body?: unknown;
  /** The answer is checked against this shape; a mismatch is an error, not a silent cast. */
  answer: Struct<T, unknown>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
}

/** The one way the front end calls the API (headers: JSON, XMLHttpRequest marker, app name, language pl, bearer). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async request(path, { method = 'GET', query, body, answer, signal }) {
      const search = query ? toSearchParams(query).toString() : '';
      const url = `${baseUrl}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-App-Name': options.appName ?? 'labshop',
        'Accept-Language': 'pl',
      };
      const token = options.getToken?.();
      if (token) headers.Authorization = `Bearer ${token}`;
      const init: RequestInit = { method, headers };
      if (typeof Blob !== 'undefined' && body instanceof Blob) {
        headers['Content-Type'] = body.type || 'application/octet-stream';
        init.body = body;
      } else if (body !== undefined) {
        // Only a request that sends JSON says so: the API refuses a JSON type with an empty body (a bodyless POST).
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
      if (signal) init.signal = signal;
      const response = await fetchImpl(url, init);
      const text = await response.text();
      const data: unknown = text ? safeJson(text) : null;
      if (!response.ok) throw new ApiError(response.status, data);
      return create(data, answer);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

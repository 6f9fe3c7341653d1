// Through the package name, not a relative path: on a federated page this reaches the one shared copy
// of the contracts (and so the one bus module) instead of bundling a second copy into each remote.
import type { TOAST_TYPES } from '@labshop/shared-contracts/core';
import { getEventBus } from '@labshop/shared-contracts/web';
import { TOAST_RESULT_DELAY_MS } from './toast-constants';

export type ToastType = (typeof TOAST_TYPES)[number];

export interface ShowToastOptions {
  type?: ToastType;
  /** Reuse an id to update a toast in place (e.g. a loading toast that becomes a success). */
  id?: string;
  /** Keep toasts already on screen instead of replacing them. */
  multiple?: boolean;
}

/** Asks the shell to show a toast. Works from any remote: the request travels over the event bus. */
export function showToast(message: string, options: ShowToastOptions = {}): void {
  const { type = 'default', id, multiple } = options;
  getEventBus().emit('toast:show', {
    type,
    message,
    ...(id === undefined ? {} : { id }),
    ...(multiple === undefined ? {} : { multiple }),
  });
}

/** Marks a loading toast done: its spinner stops and its progress is complete; it then closes on its own. */
export function doneToast(id: string, update: { message?: string; type?: ToastType } = {}): void {
  getEventBus().emit('toast:done', { id, ...update });
}

let promiseToastCount = 0;

export interface PromiseToastMessages<T> {
  pending: string;
  success: string | ((value: T) => string);
  error: string | ((reason: unknown) => string);
}

/**
 * Shows a loading toast while the promise runs, then swaps it in place for a success or error toast
 * (after TOAST_RESULT_DELAY_MS). Returns the same promise, so callers still see its outcome.
 */
export function toastPromise<T>(
  promise: Promise<T>,
  messages: PromiseToastMessages<T>,
  options: { id?: string; delayMs?: number } = {},
): Promise<T> {
  const id = options.id ?? `promise-toast-${++promiseToastCount}`;
  const delayMs = options.delayMs ?? TOAST_RESULT_DELAY_MS;
  showToast(messages.pending, { type: 'loading', id });
  const later = (type: 'success' | 'error', message: string) =>
    setTimeout(() => showToast(message, { type, id }), delayMs);
  promise.then(
    (value) => later('success', typeof messages.success === 'function' ? messages.success(value) : messages.success),
    (reason: unknown) => later('error', typeof messages.error === 'function' ? messages.error(reason) : messages.error),
  );
  return promise;
}

import { is } from 'superstruct';
import { ApiError, ErrorBody, LoginAnswer, type ApiClient } from '@labshop/shared-contracts/core';
import { getApiClient, getEventBus, type EventBus } from '@labshop/shared-contracts/web';
import type { LoginField, LoginValues } from './validate-login';

/** What a failed login says, word for word, whatever the reason the server gives (unless it says to wait). */
export const INVALID_CREDENTIALS = 'The credentials are invalid.';
export const UNEXPECTED_ERROR = 'Unexpected error occurred';

export interface LoginFailure {
  /** The form's message, then the server's messages that belong to no field. */
  messages: string[];
  fieldErrors: Partial<Record<LoginField, string>>;
}

const FIELDS: readonly LoginField[] = ['login', 'password'];

/**
 * Logs the patient in. On success the session (user and token) goes on the bus for every part of the
 * site; on failure the answer's errors are returned for the form to show.
 */
export async function submitLogin(
  values: LoginValues,
  client: ApiClient = getApiClient(),
  bus: EventBus = getEventBus(),
): Promise<LoginFailure | null> {
  try {
    const answer = await client.request('patient/login', {
      method: 'POST',
      body: { login: values.login?.trim() ?? '', password: values.password ?? '' },
      answer: LoginAnswer,
    });
    bus.emit('session:changed', { user: answer.user, token: answer.token });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) return { messages: [UNEXPECTED_ERROR], fieldErrors: {} };
    return readFailure(error.code, error.data);
  }
}

/** Too many attempts: the password was not checked at all, so the answer says to wait, not that it is wrong. */
const TOO_MANY_ATTEMPTS = 429;

function readFailure(status: number, data: unknown): LoginFailure {
  if (status === TOO_MANY_ATTEMPTS && is(data, ErrorBody)) return { messages: [data.message], fieldErrors: {} };
  const failure: LoginFailure = { messages: [INVALID_CREDENTIALS], fieldErrors: {} };
  if (!is(data, ErrorBody) || !data.errors) return failure;
  for (const [field, messages] of Object.entries(data.errors)) {
    const known = FIELDS.find((name) => name === field);
    if (known && messages[0]) failure.fieldErrors[known] = messages.join(' ');
    else failure.messages.push(...messages);
  }
  return failure;
}

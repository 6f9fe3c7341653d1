import { ApiError, LoginAnswer, type ApiClient } from '@labshop/shared-contracts/core';
import { getApiClient, getEventBus, type EventBus } from '@labshop/shared-contracts/web';
import { submitErrorsFrom, type SubmissionErrors } from '@labshop/shared-contracts/web/forms';
import type { LoginValues } from './validate-login';

/** What a failed login says, word for word, whatever the reason the server gives (unless it says to wait). */
export const INVALID_CREDENTIALS = 'The credentials are invalid.';
export const UNEXPECTED_ERROR = 'Unexpected error occurred';

const FIELDS = ['login', 'password'] as const;

/**
 * Logs the patient in. On success the session (user and token) goes on the bus for every part of the
 * site; on failure the answer's errors are returned for the form to show.
 */
export async function submitLogin(
  values: LoginValues,
  client: ApiClient = getApiClient(),
  bus: EventBus = getEventBus(),
): Promise<SubmissionErrors | null> {
  try {
    const answer = await client.request('patient/login', {
      method: 'POST',
      body: { login: values.login?.trim() ?? '', password: values.password ?? '' },
      answer: LoginAnswer,
    });
    bus.emit('session:changed', { user: answer.user, token: answer.token });
    return null;
  } catch (error) {
    return submitErrorsFrom(error, {
      failure: error instanceof ApiError ? INVALID_CREDENTIALS : UNEXPECTED_ERROR,
      fields: FIELDS,
      // Too many attempts: the password was not checked at all, so the answer says to wait, not that it is wrong.
      tooManyAttempts: 'instead-of-failure',
    });
  }
}

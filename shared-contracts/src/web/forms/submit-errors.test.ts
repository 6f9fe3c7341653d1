import { FORM_ERROR } from 'final-form';
import { ApiError } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { formMessages, submitErrorsFrom, type SubmitErrorOptions } from './submit-errors';

const FAILURE = 'An error occurred. Failed to save.';
const options: SubmitErrorOptions = { failure: FAILURE, fields: ['email', 'patients.0.pesel'] };

describe('submitErrorsFrom', () => {
  it.each<[string, unknown, SubmitErrorOptions, object]>([
    ['a call that never reached the API', new TypeError('Failed to fetch'), options, { [FORM_ERROR]: [FAILURE] }],
    [
      'a server error',
      new ApiError(500, { message: 'Unexpected error occurred' }),
      options,
      { [FORM_ERROR]: [FAILURE] },
    ],
    [
      'a 422 with messages next to the fields it names, by path',
      new ApiError(422, {
        message: 'Invalid data',
        errors: { email: ['is taken', 'is odd'], 'patients.0.pesel': ['is not a valid PESEL'] },
      }),
      options,
      { email: 'is taken is odd', patients: [{ pesel: 'is not a valid PESEL' }], [FORM_ERROR]: [FAILURE] },
    ],
    [
      'a 422 for a field the form does not show, above the form',
      new ApiError(422, { message: 'Invalid data', errors: { street: ['Street is required.'] } }),
      options,
      { [FORM_ERROR]: [FAILURE, 'Street is required.'] },
    ],
    [
      'a 422 for a field the form names differently',
      new ApiError(422, { message: 'Invalid data', errors: { phoneNumber: ['is not a phone number'] } }),
      { ...options, names: { phoneNumber: 'email' } },
      { email: 'is not a phone number', [FORM_ERROR]: [FAILURE] },
    ],
    [
      'a 422 matched by a test of the path',
      new ApiError(422, { message: 'Invalid data', errors: { 'patients.3.pesel': ['is not a valid PESEL'] } }),
      { failure: FAILURE, fields: (path) => path.startsWith('patients.') },
      { patients: [undefined, undefined, undefined, { pesel: 'is not a valid PESEL' }], [FORM_ERROR]: [FAILURE] },
    ],
    [
      'too many attempts: the failure, then how long to wait',
      new ApiError(429, { message: 'Too many attempts. Try again in 5 minutes.' }),
      options,
      { [FORM_ERROR]: [FAILURE, 'Too many attempts. Try again in 5 minutes.'] },
    ],
    [
      'too many attempts, where the failure would be untrue: only how long to wait',
      new ApiError(429, { message: 'Too many attempts. Try again in 5 minutes.' }),
      { ...options, tooManyAttempts: 'instead-of-failure' },
      { [FORM_ERROR]: ['Too many attempts. Try again in 5 minutes.'] },
    ],
    [
      'a role that may not: ‘It cannot be done.’',
      new ApiError(403, { message: 'It cannot be done.' }),
      options,
      { [FORM_ERROR]: ['It cannot be done.'] },
    ],
    [
      'a blocked account: the failure, not the role’s refusal',
      new ApiError(403, { message: 'Your account has been blocked.', status: 'blocked' }),
      options,
      { [FORM_ERROR]: [FAILURE] },
    ],
  ])('%s', (_case, error, given, expected) => {
    expect(submitErrorsFrom(error, given)).toEqual(expected);
  });

  it('says ‘It cannot be done.’ in a toast too, and only for that refusal', () => {
    const toasts: EventPayload<'toast:show'>[] = [];
    const subscription = getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));

    submitErrorsFrom(new ApiError(403, { message: 'It cannot be done.' }), options);
    submitErrorsFrom(new ApiError(422, { message: 'It cannot be done.' }), options);
    subscription.unsubscribe();

    expect(toasts).toEqual([{ type: 'error', message: 'It cannot be done.' }]);
  });
});

describe('formMessages', () => {
  it.each([
    [
      ['One.', 'Two.'],
      ['One.', 'Two.'],
    ],
    ['One.', ['One.']],
    [undefined, []],
    [['One.', 3], ['One.']],
  ])('%o reads as %o', (submitError, messages) => {
    expect(formMessages(submitError)).toEqual(messages);
  });
});

import { FORM_ERROR } from 'final-form';
import { ApiError } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { isForbidden } from './forbidden';
import { submitErrorsFrom } from './submit-errors';

describe('a forbidden action', () => {
  it('is a 403 saying ‘It cannot be done.’, not a blocked account', () => {
    expect(isForbidden(new ApiError(403, { message: 'It cannot be done.' }))).toBe(true);
    expect(isForbidden(new ApiError(403, { message: 'Your account has been blocked.', status: 'blocked' }))).toBe(
      false,
    );
    expect(isForbidden(new ApiError(422, { message: 'It cannot be done.' }))).toBe(false);
  });

  it('says ‘It cannot be done.’ above any form and in a toast', () => {
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));

    const errors = submitErrorsFrom(new ApiError(403, { message: 'It cannot be done.' }), {
      fields: [],
      failure: 'Failed.',
    });

    expect(errors).toEqual({ [FORM_ERROR]: ['It cannot be done.'] });
    expect(toasts).toEqual([{ type: 'error', message: 'It cannot be done.' }]);
  });
});

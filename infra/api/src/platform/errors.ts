/** Messages for each field that failed validation, keyed by the field's path ('perPage', 'address.city'). */
export type FieldErrors = Record<string, string[]>;

/**
 * A failure the caller caused and may be told about; anything else is answered as a 500 without details. `details`
 * are further fields of the answer's body beside the message, for a caller that can act on them.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message = 'The given data was invalid.',
  ) {
    super(422, message);
    this.name = 'ValidationError';
  }
}

/** 404 reads 'Not Found', word for word. */
export const NOT_FOUND_MESSAGE = 'Not Found';
/** 500 and any other server failure reads 'Unexpected error occurred', word for word. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred';

export function notFound(): HttpError {
  return new HttpError(404, NOT_FOUND_MESSAGE);
}

/** A blocked account (the user's `status`) is told so, and the site opens the blocked-patient modal. */
export const BLOCKED_MESSAGE = 'Your account has been blocked.';

export class BlockedAccountError extends HttpError {
  readonly status = 'blocked';
  constructor() {
    super(403, BLOCKED_MESSAGE);
    this.name = 'BlockedAccountError';
  }
}

/** Too many attempts: the caller waits before trying again. */
export class TooManyAttemptsError extends HttpError {
  constructor(message = 'Too many attempts. Wait a moment and try again.') {
    super(429, message);
    this.name = 'TooManyAttemptsError';
  }
}

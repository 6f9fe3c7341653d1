import type { AttemptLimit } from './attempt-store';
import { takeAttempts } from './attempt-store';
import { limitAddress } from './client-address';
import type { RouteGuard } from './route-guards';

const HOUR_MS = 60 * 60_000;

/** Sends per client address and hour of each form anyone may send; counted in PostgreSQL, shared by instances. */
export const ANONYMOUS_FORM_LIMITS = {
  contact: {
    scope: 'contact-address',
    max: 10,
    windowMs: HOUR_MS,
    message: 'Too many messages were sent. Wait a while and try again.',
  },
  workforceEnquiry: {
    scope: 'workforce-enquiry-address',
    max: 10,
    windowMs: HOUR_MS,
    message: 'Too many messages were sent. Wait a while and try again.',
  },
  newsletter: {
    scope: 'newsletter-address',
    max: 20,
    windowMs: HOUR_MS,
    message: 'Too many sign-ups from your network. Wait a while and try again.',
  },
  registration: {
    scope: 'registration-form-address',
    max: 20,
    windowMs: HOUR_MS,
    message: 'Too many registrations were started. Wait a while and try again.',
  },
} satisfies Record<string, AttemptLimit>;

/**
 * A form anyone may send (contact, registration, newsletter, employers' enquiry): the client address's limit is
 * taken first (429), then the captcha solution in the body's `captcha` field is checked and used up (422 on
 * `captcha`), before the form's own shape and rules are looked at.
 */
export function anonymousForm(limit: AttemptLimit): RouteGuard {
  return async (request) => {
    const { db, clock, captcha } = request.server;
    await takeAttempts(db, limit, [limitAddress(request)], clock());
    const body: unknown = request.body;
    const solution = typeof body === 'object' && body !== null ? (body as { captcha?: unknown }).captcha : undefined;
    await captcha.verify(solution);
  };
}

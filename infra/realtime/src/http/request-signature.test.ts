import Pusher from 'pusher';
import { verifySignedRequest } from './request-signature';
import { HttpError } from './http-error';

const app = { key: 'shop-key', secret: 'shop-secret' };
const official = new Pusher({ appId: 'shop', ...app, host: '127.0.0.1' });
const SIGNED_AT = 1_700_000_000;

function signed(path: string, params?: Record<string, string>, body?: string) {
  const realNow = Date.now;
  Date.now = () => SIGNED_AT * 1000;
  try {
    const query = new URLSearchParams(official.createSignedQueryString({ method: 'GET', path, params, body }));
    return { method: 'GET', path, query, body: body ?? '' };
  } finally {
    Date.now = realNow;
  }
}

type Outcome = 'accepted' | { status: number; message: string };

function outcomeOf(run: () => void): Outcome {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
}

describe('verifySignedRequest', () => {
  it('accepts what the official package signs, parameters with commas included', () => {
    const request = signed('/apps/shop/channels', { filter_by_prefix: 'presence-', info: 'user_count' });

    expect(outcomeOf(() => verifySignedRequest(app, request, SIGNED_AT))).toBe('accepted');
  });

  it('refuses a request whose parameters were changed after signing', () => {
    const request = signed('/apps/shop/channels', { filter_by_prefix: 'presence-' });
    request.query.set('filter_by_prefix', 'private-');

    expect(outcomeOf(() => verifySignedRequest(app, request, SIGNED_AT))).toEqual({
      status: 401,
      message: expect.stringContaining('Invalid signature'),
    });
  });

  it('refuses a request for another path than the one signed', () => {
    const request = { ...signed('/apps/shop/channels'), path: '/apps/shop/channels/private-patient.1' };

    expect(outcomeOf(() => verifySignedRequest(app, request, SIGNED_AT))).toMatchObject({ status: 401 });
  });

  it.each([
    [-600, 'accepted'],
    [600, 'accepted'],
    [601, { status: 401, message: expect.stringContaining('Timestamp expired') }],
    [-601, { status: 401, message: expect.stringContaining('Timestamp expired') }],
  ])('with the server clock %i s off, the outcome is %p', (offset, expected) => {
    const outcome = outcomeOf(() => verifySignedRequest(app, signed('/apps/shop/channels'), SIGNED_AT + offset));

    expect(outcome).toEqual(expected);
  });
});

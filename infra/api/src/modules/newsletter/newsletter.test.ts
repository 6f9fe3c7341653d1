import { NewsletterAnswer } from '@labshop/shared-contracts/core/api/newsletter';
import { newsletterSubscriptions } from '../../db/schema';
import { withCaptcha } from '../../testing/captcha';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { NEWSLETTER_LIMIT } from './service';

describe('newsletter sign-up', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const subscribe = async (payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: await withCaptcha(testApp.app, payload) });

  it('stores an address once, and refuses it again in whatever case with the spec texts', async () => {
    const first = await subscribe({ email: ' Ola@Example.com ' });
    expect(first.statusCode).toBe(201);
    expectShape(first.json(), NewsletterAnswer);
    const again = await subscribe({ email: 'ola@example.com' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'There is a problem with subscribing to the newsletter',
      errors: { email: ['This email address is already subscribed to the newsletter.'] },
    });

    const stored = await testApp.db.select().from(newsletterSubscriptions);
    expect(stored.map((row) => row.email)).toEqual(['ola@example.com']);
  });

  it('refuses an invalid address with 422 on the email field', async () => {
    const response = await subscribe({ email: 'ola@' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Enter a valid email address.'] });
    expect((await subscribe({ email: 'x'.repeat(250) + '@ex.com' })).json().errors.email).toEqual([
      'The email address must have at most 254 characters.',
    ]);
    expect((await subscribe({})).statusCode).toBe(422);
  });

  it('limits sign-ups per address with 429, leaving other addresses alone', async () => {
    for (let attempt = 0; attempt < NEWSLETTER_LIMIT.max; attempt += 1) {
      expect([201, 422]).toContain((await subscribe({ email: 'busy@example.com' })).statusCode);
    }
    const refused = await subscribe({ email: 'busy@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(NEWSLETTER_LIMIT.message);
    expect((await subscribe({ email: 'calm@example.com' })).statusCode).toBe(201);
  });
});

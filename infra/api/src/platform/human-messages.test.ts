import { solvedCaptcha } from '../testing/captcha';
import { createTestApp, type TestApp } from '../testing/create-test-app';

/** The forms anyone may send, whose answers a visitor reads on the page. */
const PUBLIC_FORMS = [
  '/api/contact',
  '/api/newsletter',
  '/api/register/patient',
  '/api/register/doctor',
  '/api/offers/workforce-enquiries',
  '/api/patient/login',
];

/** Bodies of every wrong kind: wrong types, unticked consents, missing fields, lists and objects for text. */
const MALFORMED: object[] = [
  {},
  { email: 42, name: ['Anna'], phone: { digits: 600 }, message: true },
  { termsAccepted: false, marketingConsent: 'yes', contactConsent: null, privacyConsent: false, sharingConsent: 1 },
  { kind: 'compliment', method: 'fax', sex: 'x', pesel: 12345678901, birthDate: [] },
  { login: '', password: '', email: '', subject: '', companyName: 7 },
];

/** Any message a person could be shown, field messages and the main message alike. */
function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { message, errors } = body as { message?: unknown; errors?: Record<string, unknown> };
  const fieldMessages = Object.values(errors ?? {}).flatMap((list) => (Array.isArray(list) ? list : [list]));
  return [message, ...fieldMessages].filter((text): text is string => typeof text === 'string');
}

describe('what the public forms say about a malformed form', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
  });
  afterAll(() => testApp.close());

  it.each(PUBLIC_FORMS)('%s speaks in sentences, never in superstruct’s words', async (url) => {
    let sent = 0;
    for (const body of MALFORMED) {
      sent += 1;
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        payload: { ...body, captcha: await solvedCaptcha(testApp.app) },
        remoteAddress: `192.0.2.${sent}`,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      for (const message of messagesOf(response.json())) {
        expect({ url, body, message }).toEqual({ url, body, message: expect.not.stringMatching(/Expected|type/) });
      }
    }
  });

  it('says an unticked consent is required, in words', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/patient',
      payload: { termsAccepted: false, captcha: await solvedCaptcha(testApp.app) },
      remoteAddress: '192.0.2.200',
    });
    expect(response.json().errors.termsAccepted).toEqual(['This consent is required.']);
  });
});

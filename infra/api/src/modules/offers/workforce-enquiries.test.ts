import { WorkforceEnquiryAnswer } from '@labshop/shared-contracts/core/api/offers';
import { workforceEnquiries } from '../../db/schema';
import { withCaptcha } from '../../testing/captcha';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

const VALID = {
  name: 'Jan Nowak',
  email: 'Jan.Nowak@Example.com',
  phone: '512345678',
  companyName: 'Nowak Logistics',
  subject: 'Check-ups for 40 drivers',
  message: 'We would like yearly check-ups for our drivers in Warsaw and Łódź.',
  privacyConsent: true,
};

describe('workforce enquiries', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const send = async (payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/offers/workforce-enquiries',
      payload: await withCaptcha(testApp.app, payload),
    });

  it('stores the message and answers 201', async () => {
    const response = await send(VALID);
    expect(response.statusCode).toBe(201);
    const answer = expectShape(response.json(), WorkforceEnquiryAnswer);
    const stored = await testApp.db.select().from(workforceEnquiries);
    expect(stored).toEqual([
      expect.objectContaining({
        id: answer.id,
        email: 'jan.nowak@example.com',
        companyName: 'Nowak Logistics',
        subject: 'Check-ups for 40 drivers',
      }),
    ]);
  });

  it('keeps a phone number typed with +48 and spaces as its nine digits', async () => {
    const response = await send({ ...VALID, email: 'ewa@example.com', phone: '+48 600 100 200' });
    expect(response.statusCode).toBe(201);
    const { id } = expectShape(response.json(), WorkforceEnquiryAnswer);

    const stored = await testApp.db.select().from(workforceEnquiries);
    expect(stored.find((enquiry) => enquiry.id === id)?.phone).toBe('600100200');
  });

  it('refuses a subject or message outside 3-255 and 3-1000 characters, by field', async () => {
    const response = await send({ ...VALID, subject: 'Hi', message: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      subject: ['The subject must have at least 3 characters.'],
      message: ['The message must have at most 1000 characters.'],
    });
  });

  it('refuses a bad e-mail, a missing consent and a missing body with 422, never storing them', async () => {
    const before = (await testApp.db.select().from(workforceEnquiries)).length;
    const badEmail = await send({ ...VALID, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual(['Enter a valid email address.']);
    const noConsent = await send({ ...VALID, privacyConsent: false });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors).toHaveProperty('privacyConsent');
    expect((await send({})).statusCode).toBe(422);
    expect((await testApp.db.select().from(workforceEnquiries)).length).toBe(before);
  });
});

import { CAPTCHA_INVALID, CaptchaChallenge } from '@labshop/shared-contracts/core/api/captcha';
import { ContactAnswer } from '@labshop/shared-contracts/core/api/contact';
import { contactMessages } from '../../db/schema';
import { ANONYMOUS_FORM_LIMITS } from '../../platform/anonymous-form';
import { solveChallenge } from '../captcha/challenge';
import { solvedCaptcha } from '../../testing/captcha';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';

const TEAM = 'team@labshop.example';

const MESSAGE = {
  kind: 'question',
  name: 'Anna Nowak',
  email: 'Anna.Nowak@Example.com',
  phone: '+48 501 234 567',
  company: 'Clinic Nowak',
  message: 'Do you test vitamin D at home?',
  sharingConsent: true,
  privacyConsent: true,
};

describe('contact messages', () => {
  let testApp: TestApp;
  let now = Date.parse('2026-03-02T09:00:00Z');
  // Each request comes from an address of its own unless a test says otherwise, so the limit is met only on purpose.
  let lastAddress = 0;
  const nextAddress = () => `198.51.100.${(lastAddress += 1)}`;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { contactMailTo: TEAM }, clock: () => new Date(now) });
  });
  afterAll(() => testApp.close());

  const post = (payload: object, remoteAddress = nextAddress()) =>
    testApp.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  const send = async (payload: object, remoteAddress?: string) =>
    post({ ...payload, captcha: await solvedCaptcha(testApp.app) }, remoteAddress);

  it('stores a question, mails it to the team and confirms it to the sender', async () => {
    const response = await send(MESSAGE);
    expect(response.statusCode).toBe(201);
    const answer = expectShape(response.json(), ContactAnswer);
    expect(answer.reference).toMatch(/^C-2026-\d{6}$/);
    expect(answer.message).toContain(answer.reference);

    const [stored] = await testApp.db.select().from(contactMessages);
    expect(stored).toMatchObject({
      kind: 'question',
      status: 'new',
      email: 'anna.nowak@example.com',
      phone: '501234567',
      company: 'Clinic Nowak',
      sharingConsent: true,
      privacyConsent: true,
    });

    const mails = await readOutbox(testApp.outbox.mail);
    const team = mails.find((mail) => mail.to === TEAM);
    expect(team?.subject).toBe(`Question ${answer.reference} from Anna Nowak`);
    expect(team?.text).toContain('Do you test vitamin D at home?');
    expect(team?.text).toContain('Phone: 501234567');
    const copy = mails.find((mail) => mail.to === 'anna.nowak@example.com');
    expect(copy?.text).toContain(answer.reference);
  });

  it('gives a complaint a reference and the promise of an answer within 10 working days', async () => {
    const response = await send({ ...MESSAGE, kind: 'complaint', email: 'ewa@example.com', company: null });
    expect(response.statusCode).toBe(201);
    const answer = expectShape(response.json(), ContactAnswer);
    expect(answer.kind).toBe('complaint');
    expect(answer.message).toBe(
      `Thank you. We have received your complaint ${answer.reference} and will answer it within 10 working days.`,
    );
    const confirmation = (await readOutbox(testApp.outbox.mail)).find((mail) => mail.to === 'ewa@example.com');
    expect(confirmation?.text).toContain('within 10 working days');
  });

  it('refuses each broken field by name with the spec lengths, storing nothing', async () => {
    const before = (await testApp.db.select().from(contactMessages)).length;
    const response = await send({
      ...MESSAGE,
      name: 'A',
      email: 'anna@',
      phone: '12345',
      message: 'x'.repeat(1001),
      sharingConsent: false,
      privacyConsent: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name must have at least 2 characters.'],
      email: ['Enter a valid email address.'],
      phone: [expect.stringMatching(/9 digits/)],
      message: ['The message must have at most 1000 characters.'],
      sharingConsent: ['This consent is required.'],
      privacyConsent: ['This consent is required.'],
    });
    expect(await testApp.db.select().from(contactMessages)).toHaveLength(before);
  });

  describe('the captcha', () => {
    const refusedWithCaptcha = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ errors: { captcha: [CAPTCHA_INVALID] } });
    };

    it('refuses a message without a solution', async () => {
      refusedWithCaptcha(await post(MESSAGE));
    });

    it('refuses a forged or unsolved challenge', async () => {
      const challenge = CaptchaChallenge.create(
        (await testApp.app.inject({ method: 'GET', url: '/api/captcha' })).json(),
      );
      const solved = solveChallenge(challenge.challenge, challenge.difficulty);
      const [payload, signature] = challenge.challenge.split('.');
      const forged = `${payload}x.${signature}:${solved.split(':')[1]}`;
      refusedWithCaptcha(await post({ ...MESSAGE, captcha: forged }));
      refusedWithCaptcha(await post({ ...MESSAGE, captcha: `${challenge.challenge}:not-a-number` }));
      refusedWithCaptcha(await post({ ...MESSAGE, captcha: 42 }));
    });

    it('refuses a solution sent after its challenge expired', async () => {
      const solution = await solvedCaptcha(testApp.app);
      now += testApp.app.config.captchaTtlSeconds * 1000 + 1;
      refusedWithCaptcha(await post({ ...MESSAGE, captcha: solution }));
    });

    it('takes a solution once: sent again it is refused', async () => {
      const solution = await solvedCaptcha(testApp.app);
      expect((await post({ ...MESSAGE, captcha: solution })).statusCode).toBe(201);
      refusedWithCaptcha(await post({ ...MESSAGE, captcha: solution }));
    });
  });

  it('limits messages per client address with 429, leaving other addresses alone', async () => {
    const address = '203.0.113.7';
    for (let sent = 0; sent < ANONYMOUS_FORM_LIMITS.contact.max; sent += 1) {
      expect((await send(MESSAGE, address)).statusCode).toBe(201);
    }
    const refused = await send(MESSAGE, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ANONYMOUS_FORM_LIMITS.contact.message);
    expect((await send(MESSAGE, '203.0.113.8')).statusCode).toBe(201);
  });
});

import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { readOutbox } from '../../testing/outbox';

const MINUTE_MS = 60_000;
const NEW_PASSWORD = { password: 'Fresh1234', passwordConfirmation: 'Fresh1234' };
const STILL_FRESH = { message: 'The link has been sent, wait a moment to receive a new link.' };

describe('password reset by an e-mailed link', () => {
  let testApp: TestApp;
  let now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  const askForLink = (email: string, address = '10.0.0.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/password/reset', payload: { email }, remoteAddress: address });
  const setPassword = (token: string, payload: object = NEW_PASSWORD) =>
    testApp.app.inject({ method: 'POST', url: `/api/password/reset/${token}`, payload });
  const login = (email: string, password: string, address = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: email, password },
      remoteAddress: address,
    });

  async function linkTokenSentTo(email: string): Promise<string> {
    const mail = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === email);
    const token = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(mail.at(-1)?.text ?? '')?.[1];
    if (token === undefined) throw new Error(`No reset link was sent to ${email}`);
    return token;
  }

  it('sends a link that sets a new password once, and ends the sessions', async () => {
    const account = await createTestAccount(testApp.db);
    const session = await signedIn(testApp.app, account.id);

    const asked = await askForLink(account.email);
    const token = await linkTokenSentTo(account.email);
    const used = await setPassword(token);
    const again = await setPassword(token);

    expect(asked.statusCode).toBe(200);
    expect(used.statusCode).toBe(200);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { token: [expect.stringContaining('expired')] } });
    expect((await login(account.email, NEW_PASSWORD.password)).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/user', headers: session })).statusCode).toBe(401);
    const events = await testApp.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(events.map((event) => event.event)).toContain('password_reset');
  });

  it('answers the same whether or not an account uses the address, and e-mails only a real one', async () => {
    const account = await createTestAccount(testApp.db);
    const before = (await readOutbox(testApp.outbox.mail)).length;

    const real = await askForLink(account.email, '10.0.1.1');
    const unknown = await askForLink('nobody-at-all@example.com', '10.0.1.1');

    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.json()).toEqual(real.json());
    const sent = (await readOutbox(testApp.outbox.mail)).slice(before);
    expect(sent.map((message) => message.to)).toEqual([account.email]);

    const realAgain = await askForLink(account.email, '10.0.1.2');
    const unknownAgain = await askForLink('nobody-at-all@example.com', '10.0.1.2');
    expect(realAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(realAgain.json());
  });

  it('refuses a new link while the sent one is fresh, with the spec text', async () => {
    const account = await createTestAccount(testApp.db);
    const start = now;
    try {
      expect((await askForLink(account.email, '10.0.2.1')).statusCode).toBe(200);
      const tooSoon = await askForLink(account.email, '10.0.2.2');
      expect(tooSoon.statusCode).toBe(429);
      expect(tooSoon.json()).toEqual({ message: 'The link has been sent, wait a moment to receive a new link.' });

      now = new Date(start.getTime() + 3 * MINUTE_MS);
      expect((await askForLink(account.email, '10.0.2.3')).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it('refuses a link after an hour, and a weak new password', async () => {
    const account = await createTestAccount(testApp.db);
    await askForLink(account.email, '10.0.3.1');
    const token = await linkTokenSentTo(account.email);

    const weak = await setPassword(token, { password: 'weak', passwordConfirmation: 'weak' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toHaveProperty('password');
    const start = now;
    try {
      now = new Date(start.getTime() + 61 * MINUTE_MS);
      expect((await setPassword(token)).statusCode).toBe(422);
    } finally {
      now = start;
    }
  });

  it('sends exactly one link when 100 ask for it at once, from anywhere', async () => {
    const account = await createTestAccount(testApp.db);

    const { statuses, responses } = await sendAtOnce(100, (index) =>
      askForLink(account.email, `10.60.${Math.floor(index / 250)}.${index % 250}`),
    );

    expect(statuses).toEqual({ 200: 1, 429: 99 });
    expect(responses.find((response) => response.statusCode === 429)?.json()).toEqual(STILL_FRESH);
    expect((await readOutbox(testApp.outbox.mail)).filter((message) => message.to === account.email)).toHaveLength(1);
  });

  it('lets the owner log in from a new browser straight after a reset, whatever others guessed', async () => {
    const account = await createTestAccount(testApp.db);
    for (let guess = 0; guess < 5; guess += 1) await login(account.email, 'Wrong1234', `10.61.0.${guess}`);
    expect((await login(account.email, 'Wrong1234', '10.61.1.1')).statusCode).toBe(429);

    await askForLink(account.email, '10.61.2.1');
    expect((await setPassword(await linkTokenSentTo(account.email))).statusCode).toBe(200);

    expect((await login(account.email, NEW_PASSWORD.password, '10.61.3.1')).statusCode).toBe(200);
  });

  it('limits how many links one address may ask for', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await askForLink(`someone-${index}@example.com`, '10.0.4.1')).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

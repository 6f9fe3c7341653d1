import { and, eq } from 'drizzle-orm';
import { ContactChangeAnswer, Profile } from '@labshop/shared-contracts/core/api/accounts';
import { auditLog } from '../../db/schema';
import { createTestAccount, signedIn, TEST_PASSWORD, uniquePhone } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { latestSmsCode, readOutbox } from '../../testing/outbox';
import { blockAccount } from './testing/administration';

const MINUTE_MS = 60_000;

describe('changing the e-mail address or phone number', () => {
  let testApp: TestApp;
  let now = new Date('2026-04-01T09:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());
  // Each test starts after the previous one's resend pause and outside its limits' windows.
  beforeEach(() => {
    now = new Date(now.getTime() + 2 * 60 * MINUTE_MS);
  });

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  const profileOf = async (headers: Record<string, string>) =>
    expectShape((await testApp.app.inject({ method: 'GET', url: '/api/profile', headers })).json(), Profile);
  const login = (login: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/patient/login', payload: { login, password: TEST_PASSWORD } });

  async function latestMailCode(to: string): Promise<string> {
    const mail = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === to).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`No code was e-mailed to ${to}`);
    return code;
  }

  it('keeps the old phone until the SMS code sent to the new one comes back', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const newPhone = uniquePhone();

    const asked = await post('profile/phone', headers, { phone: newPhone });
    expect(asked.statusCode).toBe(202);
    expect(expectShape(asked.json(), ContactChangeAnswer).sentTo).toBe(newPhone);
    expect((await profileOf(headers)).phone).toBe(account.phone);

    const code = await latestSmsCode(testApp.outbox.sms, newPhone);
    const confirmed = await post('profile/phone/confirm', headers, { code });

    expect(confirmed.statusCode).toBe(200);
    expect(expectShape(confirmed.json(), Profile).phone).toBe(newPhone);
    expect((await login(newPhone)).statusCode).toBe(200);
    expect((await login(account.phone)).statusCode).toBe(422);
    // A code works once.
    expect((await post('profile/phone/confirm', headers, { code })).statusCode).toBe(422);
    const events = await testApp.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(eq(auditLog.accountId, account.id));
    expect(events.map(({ event }) => event)).toEqual(
      expect.arrayContaining(['phone_change_requested', 'phone_changed']),
    );
  });

  it('changes the e-mail address with the code e-mailed to the new address', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const newEmail = `new-${account.phone}@example.com`;

    expect((await post('profile/email', headers, { email: `  ${newEmail.toUpperCase()} ` })).statusCode).toBe(202);
    expect((await profileOf(headers)).email).toBe(account.email);
    const confirmed = await post('profile/email/confirm', headers, { code: await latestMailCode(newEmail) });

    expect(expectShape(confirmed.json(), Profile).email).toBe(newEmail);
    expect((await login(newEmail)).statusCode).toBe(200);
    const [changed] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, account.id), eq(auditLog.event, 'email_changed')));
    expect(changed).toBeDefined();
  });

  it('refuses values that break the rules, are already the caller’s or are taken, with the spec’s messages', async () => {
    const account = await createTestAccount(testApp.db);
    const other = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);

    const cases = [
      [
        'profile/phone',
        { phone: other.phone },
        'phone',
        'The account with the phone number you have provided already exists.',
      ],
      ['profile/email', { email: other.email }, 'email', 'This email address is already taken.'],
      ['profile/phone', { phone: account.phone }, 'phone', 'This is already your phone number.'],
      ['profile/email', { email: account.email }, 'email', 'This is already your e-mail address.'],
    ] as const;
    for (const [url, payload, field, message] of cases) {
      const refused = await post(url, headers, payload);
      expect([refused.statusCode, refused.json().errors]).toEqual([422, { [field]: [message] }]);
    }
    for (const [url, payload] of [
      ['profile/phone', { phone: '12345' }],
      ['profile/email', { email: 'not-an-address' }],
    ] as const) {
      const refused = await post(url, headers, payload);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(Object.keys(payload));
    }
  });

  it('refuses the change when another account took the value while the code was on its way', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const newPhone = uniquePhone();
    await post('profile/phone', headers, { phone: newPhone });
    await createTestAccount(testApp.db, { phone: newPhone });

    const refused = await post('profile/phone/confirm', headers, {
      code: await latestSmsCode(testApp.outbox.sms, newPhone),
    });

    expect([refused.statusCode, refused.json().errors]).toEqual([
      422,
      { phone: ['The account with the phone number you have provided already exists.'] },
    ]);
    expect((await profileOf(headers)).phone).toBe(account.phone);
  });

  it('says a wrong or expired code is invalid, and stops after too many wrong codes', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const newPhone = uniquePhone();
    await post('profile/phone', headers, { phone: newPhone });
    const code = await latestSmsCode(testApp.outbox.sms, newPhone);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await post('profile/phone/confirm', headers, { code: wrongCode });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([422, { code: ['The code you entered is invalid.'] }]);

    now = new Date(now.getTime() + 11 * MINUTE_MS);
    const expired = await post('profile/phone/confirm', headers, { code });
    expect(expired.json().errors).toEqual({ code: ['The code you entered is invalid.'] });

    for (let attempt = 2; attempt < 5; attempt += 1) await post('profile/phone/confirm', headers, { code: wrongCode });
    const stopped = await post('profile/phone/confirm', headers, { code });
    expect(stopped.statusCode).toBe(429);
    expect((await profileOf(headers)).phone).toBe(account.phone);
  });

  it('answers 429 to a new code asked for too soon, and to too many changes', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);

    expect((await post('profile/phone', headers, { phone: uniquePhone() })).statusCode).toBe(202);
    const tooSoon = await post('profile/phone', headers, { phone: uniquePhone() });
    expect([tooSoon.statusCode, tooSoon.json().message]).toEqual([
      429,
      'The code has just been sent, wait a moment to receive a new code.',
    ]);
    for (let sent = 1; sent < 5; sent += 1) {
      now = new Date(now.getTime() + 2 * MINUTE_MS);
      expect((await post('profile/phone', headers, { phone: uniquePhone() })).statusCode).toBe(202);
    }
    now = new Date(now.getTime() + 2 * MINUTE_MS);
    const tooMany = await post('profile/phone', headers, { phone: uniquePhone() });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([
      429,
      'Too many changes were started. Wait a while and try again.',
    ]);
  });

  it('counts the check of a taken value against the change limits, per account and per value', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const owners = await Promise.all(Array.from({ length: 6 }, () => createTestAccount(testApp.db)));

    const perAccount: number[] = [];
    for (const owner of owners)
      perAccount.push((await post('profile/email', headers, { email: owner.email })).statusCode);
    expect(perAccount).toEqual([422, 422, 422, 422, 422, 429]);

    const [wanted] = owners;
    const perValue: number[] = [];
    for (let asker = 0; asker < 6; asker += 1) {
      const someone = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
      const asked = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile/phone',
        headers: someone,
        payload: { phone: wanted?.phone ?? '' },
        remoteAddress: `10.51.0.${asker}`,
      });
      perValue.push(asked.statusCode);
    }
    expect(perValue).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('tells the owner of a taken value by e-mail that someone tried to use it', async () => {
    const account = await createTestAccount(testApp.db);
    const owner = await createTestAccount(testApp.db);

    await post('profile/phone', await signedIn(testApp.app, account.id), { phone: owner.phone });

    const notices = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('Someone tried to add it to another Labshop account with your phone number.');
  });

  it('compares exactly 5 of 100 e-mail codes sent at once, and refuses the right one after', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const newEmail = `at-once-${account.phone}@example.com`;
    await post('profile/email', headers, { email: newEmail });
    const code = await latestMailCode(newEmail);

    const { statuses } = await sendAtOnce(100, (index) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/profile/email/confirm',
        headers,
        payload: { code: String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0') },
        remoteAddress: `10.50.${Math.floor(index / 250)}.${index % 250}`,
      }),
    );
    const right = await post('profile/email/confirm', headers, { code });

    expect(statuses).toEqual({ 422: 5, 429: 95 });
    expect(right.statusCode).toBe(429);
    expect((await profileOf(headers)).email).toBe(account.email);
  });

  it('sends one code when a change is asked for many times at once', async () => {
    const account = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, account.id);
    const newPhone = uniquePhone();

    const { statuses } = await sendAtOnce(20, () => post('profile/phone', headers, { phone: newPhone }));

    expect(statuses).toEqual({ 202: 1, 429: 19 });
    expect((await readOutbox(testApp.outbox.sms)).filter((message) => message.to === newPhone)).toHaveLength(1);
  });

  it('answers 401 to a guest and 403 to a blocked account', async () => {
    const account = await createTestAccount(testApp.db);
    const blocked = await signedIn(testApp.app, account.id);
    await blockAccount(testApp.app, account.id);

    for (const [url, payload] of [
      ['profile/phone', { phone: uniquePhone() }],
      ['profile/phone/confirm', { code: '123456' }],
      ['profile/email', { email: 'someone@example.com' }],
      ['profile/email/confirm', { code: '123456' }],
    ] as const) {
      expect((await post(url, {}, payload)).statusCode).toBe(401);
      expect((await post(url, blocked, payload)).statusCode).toBe(403);
    }
  });
});

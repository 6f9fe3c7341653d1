import type { LightMyRequestResponse } from 'fastify';
import { createTestAccount, TEST_PASSWORD } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';

const TOO_MANY = { message: 'Too many login attempts. Wait a few minutes and try again.' };
const WRONG_PASSWORD = 'Wrong1234';
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

let unusedPhones = 0;
/** Eight digits no test account's phone ends in after a 7 (theirs start with 5). */
const unusedPhoneDigits = () => String(10_000_000 + (unusedPhones += 1)).slice(-8);

describe('login limits', () => {
  let testApp: TestApp;
  let now = new Date('2026-05-04T08:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  // Every call comes from an address of its own unless a test says otherwise, so only the limit under test acts.
  let addresses = 0;
  const freshAddress = () => {
    addresses += 1;
    return `10.${Math.floor(addresses / 250)}.${addresses % 250}.1`;
  };
  const login = (name: string, password: string, options: { address?: string; cookie?: string } = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: name, password },
      remoteAddress: options.address ?? freshAddress(),
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  /** The device cookie a response set, as the browser sends it back. */
  const deviceCookie = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find(({ name }) => name === 'labshop_device');
    if (!cookie) throw new Error('No device cookie was set');
    return `${cookie.name}=${cookie.value}`;
  };
  const wrongTimes = async (name: string, times: number) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) statuses.push((await login(name, WRONG_PASSWORD)).statusCode);
    return statuses;
  };
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('slows an account down after 5 wrong passwords from browsers it does not know, doubling the wait', async () => {
    const account = await createTestAccount(testApp.db);

    // E-mail and phone name the same account, so both count against it.
    expect(await wrongTimes(account.email, 3)).toEqual([422, 422, 422]);
    expect(await wrongTimes(account.phone, 2)).toEqual([422, 422]);
    const waiting = await login(account.email, TEST_PASSWORD);
    expect([waiting.statusCode, waiting.json(), waiting.headers['retry-after']]).toEqual([429, TOO_MANY, '30']);

    later(30 * SECOND_MS);
    expect(await wrongTimes(account.email, 1)).toEqual([422]);
    const longer = await login(account.email, TEST_PASSWORD);
    expect([longer.statusCode, longer.headers['retry-after']]).toEqual([429, '60']);

    later(60 * SECOND_MS);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The right password starts the count afresh.
    expect(await wrongTimes(account.email, 5)).toEqual([422, 422, 422, 422, 422]);
  });

  it('lets the right password in from a browser the account knows while others are slowed down', async () => {
    const account = await createTestAccount(testApp.db);
    const ownBrowser = deviceCookie(await login(account.email, TEST_PASSWORD));

    const guesses = await wrongTimes(account.email, 20);
    expect(guesses.filter((status) => status === 429)).toHaveLength(15);

    expect((await login(account.email, TEST_PASSWORD, { cookie: ownBrowser })).statusCode).toBe(200);
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('gives a known browser 5 wrong passwords of its own, then slows it down like any other', async () => {
    const account = await createTestAccount(testApp.db);
    const ownBrowser = deviceCookie(await login(account.phone, TEST_PASSWORD));
    const fromOwnBrowser = (password: string) => login(account.phone, password, { cookie: ownBrowser });

    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await fromOwnBrowser(WRONG_PASSWORD)).statusCode).toBe(422);
    // Past its own five it counts as unknown: five more before the account's wait begins.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await fromOwnBrowser(WRONG_PASSWORD)).statusCode).toBe(422);
    expect((await fromOwnBrowser(TEST_PASSWORD)).statusCode).toBe(429);

    later(15 * MINUTE_MS);
    expect((await fromOwnBrowser(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the device cookie for the login endpoint only, out of reach of scripts, secure behind https', async () => {
    const account = await createTestAccount(testApp.db);

    const plain = await login(account.email, TEST_PASSWORD);
    const overHttps = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: account.email, password: TEST_PASSWORD },
      // The gateway on this machine says the visitor came over https.
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshAddress() },
    });

    expect(plain.cookies).toEqual([
      expect.objectContaining({
        name: 'labshop_device',
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        path: '/api/patient/login',
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: 180 * 24 * 60 * 60,
      }),
    ]);
    expect(plain.cookies[0]).not.toHaveProperty('secure');
    expect(overHttps.cookies[0]).toMatchObject({ name: 'labshop_device', secure: true });
    expect((await login(account.email, WRONG_PASSWORD)).cookies).toEqual([]);
  });

  it("does not let a made-up cookie, or another account's, skip the wait", async () => {
    const account = await createTestAccount(testApp.db);
    const other = await createTestAccount(testApp.db);
    const othersBrowser = deviceCookie(await login(other.email, TEST_PASSWORD));
    await wrongTimes(account.email, 5);

    const madeUp = await login(account.email, TEST_PASSWORD, { cookie: `labshop_device=${'A'.repeat(43)}` });
    const borrowed = await login(account.email, TEST_PASSWORD, { cookie: othersBrowser });

    expect([madeUp.statusCode, borrowed.statusCode]).toEqual([429, 429]);
  });

  it('forgets the cookie a browser sent once it logs in again, so a planted cookie never becomes known', async () => {
    const account = await createTestAccount(testApp.db);
    const first = deviceCookie(await login(account.email, TEST_PASSWORD));
    const second = deviceCookie(await login(account.email, TEST_PASSWORD, { cookie: first }));
    await wrongTimes(account.email, 5);

    expect(second).not.toBe(first);
    expect((await login(account.email, TEST_PASSWORD, { cookie: first })).statusCode).toBe(429);
    expect((await login(account.email, TEST_PASSWORD, { cookie: second })).statusCode).toBe(200);
  });

  it('refuses the 11th failed login from one address within 15 minutes; right passwords do not count', async () => {
    const address = freshAddress();
    const account = await createTestAccount(testApp.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      if (attempt > 0) statuses.push((await login(account.email, TEST_PASSWORD, { address })).statusCode);
      statuses.push((await login(`nobody-${attempt}-${address}@example.com`, WRONG_PASSWORD, { address })).statusCode);
    }
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);

    const refused = await login(account.email, TEST_PASSWORD, { address });
    expect([refused.statusCode, refused.json()]).toEqual([429, TOO_MANY]);
    later(15 * MINUTE_MS);
    expect((await login(account.email, TEST_PASSWORD, { address })).statusCode).toBe(200);
  });

  it('answers a login naming nobody exactly as an account, slow-down included', async () => {
    const account = await createTestAccount(testApp.db);
    const nobody = `nobody-slowed-${account.phone}@example.com`;

    const forAccount = await wrongTimes(account.email, 6);
    const forNobody = await wrongTimes(nobody, 6);

    expect(forNobody).toEqual(forAccount);
    expect(forNobody).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('slows a phone nobody has down however it is written, as it would an account’s', async () => {
    const unused = `7${unusedPhoneDigits()}`;
    const writings = [unused, `+48 ${unused}`, `${unused.slice(0, 3)}-${unused.slice(3, 6)}-${unused.slice(6)}`];

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await login(writings[attempt % 3] ?? unused, WRONG_PASSWORD)).statusCode);
    }

    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('holds 100 wrong passwords sent at once to exactly 5 checks, and the right password then waits', async () => {
    const account = await createTestAccount(testApp.db);
    const ownBrowser = deviceCookie(await login(account.email, TEST_PASSWORD));

    const { statuses } = await sendAtOnce(100, () => login(account.email, WRONG_PASSWORD));

    expect(statuses).toEqual({ 422: 5, 429: 95 });
    expect((await login(account.email, TEST_PASSWORD)).statusCode).toBe(429);
    expect((await login(account.email, TEST_PASSWORD, { cookie: ownBrowser })).statusCode).toBe(200);
  });

  it('holds 100 logins sent at once from one address to exactly 10 checks', async () => {
    const address = freshAddress();

    const { statuses } = await sendAtOnce(100, (index) =>
      login(`nobody-at-once-${index}@example.com`, WRONG_PASSWORD, { address }),
    );

    expect(statuses).toEqual({ 422: 10, 429: 90 });
  });
});

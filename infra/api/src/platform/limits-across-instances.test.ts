import { createTestAccount, TEST_PASSWORD } from '../testing/account-factories';
import { sendAtOnce } from '../testing/concurrent';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { withCaptcha } from '../testing/captcha';
import { registrationForm } from '../testing/registration';

/** Two API instances on one database, as behind one gateway: every limit is one count, whichever answers. */
describe('limits shared by two API instances', () => {
  let first: TestApp;
  let second: TestApp;
  const now = new Date('2026-07-01T10:00:00Z');
  beforeAll(async () => {
    first = await createTestApp({ clock: () => now });
    second = await createTestApp({ clock: () => now, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  let addresses = 0;
  const freshAddress = () => {
    addresses += 1;
    return `10.80.${Math.floor(addresses / 250)}.${addresses % 250}`;
  };
  const login = (instance: TestApp, name: string, password: string, address = freshAddress()) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: name, password },
      remoteAddress: address,
    });

  it('runs each instance on the same database', () => {
    expect(second.app.config.databaseUrl).toBe(first.app.config.databaseUrl);
    expect(second.app).not.toBe(first.app);
  });

  it('slows the account on one instance after wrong passwords on the other', async () => {
    const account = await createTestAccount(first.db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(first, account.email, 'Wrong1234')).statusCode).toBe(422);
    }

    const onSecond = await login(second, account.email, TEST_PASSWORD);

    expect([onSecond.statusCode, onSecond.headers['retry-after']]).toEqual([429, '30']);
  });

  it('checks exactly 5 of 100 wrong passwords sent at once to both instances', async () => {
    const account = await createTestAccount(first.db);

    const { statuses } = await sendAtOnce(100, (index) =>
      login(index % 2 === 0 ? first : second, account.phone, 'Wrong1234'),
    );

    expect(statuses).toEqual({ 422: 5, 429: 95 });
  });

  it('checks exactly 10 of 100 logins sent at once from one address to both instances', async () => {
    const address = freshAddress();

    const { statuses } = await sendAtOnce(100, (index) =>
      login(index % 2 === 0 ? first : second, `nobody-${index}-twice@example.com`, 'Wrong1234', address),
    );

    expect(statuses).toEqual({ 422: 10, 429: 90 });
  });

  it('lets exactly 5 of 100 registrations sent at once from one address through both instances', async () => {
    const address = freshAddress();
    // Each form carries its own solved captcha, as each browser's would.
    const forms = await Promise.all(Array.from({ length: 100 }, () => withCaptcha(first.app, registrationForm())));

    const { statuses } = await sendAtOnce(100, (index) =>
      (index % 2 === 0 ? first : second).app.inject({
        method: 'POST',
        url: '/api/register/patient',
        payload: forms[index] ?? {},
        remoteAddress: address,
      }),
    );

    expect(statuses).toEqual({ 201: 5, 429: 95 });
  });
});

describe('the API-wide request limit shared by two instances', () => {
  const LIMIT = 10;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ config: { rateLimitMax: LIMIT } });
    second = await createTestApp({ config: { rateLimitMax: LIMIT }, sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const health = (instance: TestApp, address: string) =>
    instance.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address });

  it('counts the requests of one address on both instances together', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < LIMIT; request += 1) {
      statuses.push((await health(request < 6 ? first : second, '10.81.0.1')).statusCode);
    }
    const overOnFirst = await health(first, '10.81.0.1');
    const overOnSecond = await health(second, '10.81.0.1');

    expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect([overOnFirst.statusCode, overOnSecond.statusCode]).toEqual([429, 429]);
    expect(overOnSecond.json()).toEqual({ message: expect.stringContaining('Rate limit exceeded') });
    expect((await health(second, '10.81.0.2')).statusCode).toBe(200);
  });

  it('answers exactly the limit of 60 requests sent at once from one address to both instances', async () => {
    const { statuses } = await sendAtOnce(60, (index) => health(index % 2 === 0 ? first : second, '10.81.1.1'));

    expect(statuses).toEqual({ 200: LIMIT, 429: 60 - LIMIT });
  });

  it('counts an IPv6 caller by its /64 network, so changing address within it does not help', async () => {
    const statuses: number[] = [];
    for (let request = 0; request <= LIMIT; request += 1) {
      statuses.push((await health(request % 2 === 0 ? first : second, `2001:db8:1:2::${request + 1}`)).statusCode);
    }

    expect(statuses.slice(0, LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[LIMIT]).toBe(429);
    expect((await health(first, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

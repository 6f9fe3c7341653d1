import { eq } from 'drizzle-orm';
import { CurrentUser } from '@labshop/shared-contracts/core/api/accounts';
import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { auditLog, sessions } from '../../db/schema';
import { facilityId } from '../../db/seed/facilities';
import { createTestAccount, TEST_PASSWORD } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { blockAccount } from './testing/administration';

describe('login, logout and the current user', () => {
  let testApp: TestApp;
  const now = new Date('2026-03-02T10:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
  });
  afterAll(() => testApp.close());

  const login = (login: string, password: string, address = '10.0.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login, password },
      remoteAddress: address,
    });
  const getUser = (token: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  it('logs in by e-mail or phone and answers a token that names the user', async () => {
    const account = await createTestAccount(testApp.db);

    const byEmail = await login(account.email.toUpperCase(), TEST_PASSWORD);
    const byPhone = await login(account.phone, TEST_PASSWORD);

    expect(byEmail.statusCode).toBe(200);
    const answer = expectShape(byEmail.json(), LoginAnswer);
    expect(answer.user).toMatchObject({ id: account.id, status: 'active', activeRole: 'patient' });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(byPhone.statusCode).toBe(200);
    const user = await getUser(answer.token);
    expect(user.statusCode).toBe(200);
    expect(expectShape(user.json(), CurrentUser)).toMatchObject({ id: account.id, default_facility: null });
  });

  it('stores only a hash of the token', async () => {
    const account = await createTestAccount(testApp.db);
    const { token } = expectShape((await login(account.email, TEST_PASSWORD)).json(), LoginAnswer);

    const stored = await testApp.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('answers the same 422 for a wrong password and for an account that does not exist', async () => {
    const account = await createTestAccount(testApp.db);

    const wrongPassword = await login(account.email, 'Wrong1234', '10.0.0.2');
    const nobody = await login('nobody-here@example.com', 'Wrong1234', '10.0.0.2');

    const expected = { message: 'The credentials are invalid.', errors: { login: ['The credentials are invalid.'] } };
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(expected);
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json()).toEqual(expected);
    const failures = await testApp.db.select().from(auditLog).where(eq(auditLog.event, 'login_failed'));
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the default collection point as default_facility', async () => {
    const account = await createTestAccount(testApp.db);
    const { token } = expectShape((await login(account.email, TEST_PASSWORD)).json(), LoginAnswer);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/collection-point/update-default',
      payload: { id: facilityId('poznan-glogowska') },
      headers: { authorization: `Bearer ${token}` },
    });

    const user = expectShape((await getUser(token)).json(), CurrentUser);
    expect(user.default_facility).toMatchObject({ id: facilityId('poznan-glogowska'), city: 'Poznań' });
    expect(user.defaultFacilityId).toBe(facilityId('poznan-glogowska'));
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/user' });
    const forged = await getUser('forged-token');
    const anonymousLogout = await testApp.app.inject({ method: 'POST', url: '/api/logout' });

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized access' });
    expect(forged.statusCode).toBe(401);
    expect(anonymousLogout.statusCode).toBe(401);
  });

  it('ends the session on logout, and only that one', async () => {
    const account = await createTestAccount(testApp.db);
    const first = expectShape((await login(account.email, TEST_PASSWORD)).json(), LoginAnswer).token;
    const second = expectShape((await login(account.email, TEST_PASSWORD)).json(), LoginAnswer).token;

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${first}` },
    });

    expect(logout.statusCode).toBe(200);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
    const events = await testApp.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(events.map((event) => event.event)).toEqual(expect.arrayContaining(['login', 'logout']));
  });

  it('answers 403 with status blocked to a blocked account, on /user and at login', async () => {
    const account = await createTestAccount(testApp.db);
    const { token } = expectShape((await login(account.email, TEST_PASSWORD)).json(), LoginAnswer);

    await blockAccount(testApp.app, account.id);

    const user = await getUser(token);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: 'Your account has been blocked.', status: 'blocked' });
    const again = await login(account.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ status: 'blocked' });
    const wrong = await login(account.email, 'Wrong1234', '10.0.0.9');
    expect(wrong.statusCode).toBe(422);
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const events = await testApp.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(events.map((event) => event.event)).toContain('account_blocked');
  });
});

import { and, eq } from 'drizzle-orm';
import { CurrentUser, RoleSwitchAnswer } from '@labshop/shared-contracts/core/api/accounts';
import { accounts, auditLog } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { sendAtOnce } from '../../testing/concurrent';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('switching the active role', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const getUser = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/api/user', headers });
  const switchRole = (headers: Record<string, string>, role: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/user/role', headers, payload: { role } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('acts as a patient first, then in the role the session switched to, under a new token', async () => {
    const doctor = await createTestAccount(testApp.db, { roles: ['patient', 'doctor'] });
    const here = await signedIn(testApp.app, doctor.id);
    const elsewhere = await signedIn(testApp.app, doctor.id);

    expect(expectShape((await getUser(here)).json(), CurrentUser)).toMatchObject({
      roles: ['patient', 'doctor'],
      activeRole: 'patient',
    });
    const switched = await switchRole(here, 'doctor');

    expect(switched.statusCode).toBe(200);
    const answer = expectShape(switched.json(), RoleSwitchAnswer);
    expect(answer.user.activeRole).toBe('doctor');
    expect(bearer(answer.token)).not.toEqual(here);
    expect(expectShape((await getUser(bearer(answer.token))).json(), CurrentUser).activeRole).toBe('doctor');
    // The role belongs to the session: another device of the same account still acts as a patient.
    expect(expectShape((await getUser(elsewhere)).json(), CurrentUser).activeRole).toBe('patient');
    const [event] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, doctor.id), eq(auditLog.event, 'role_switched')));
    expect(event?.details).toEqual({ role: 'doctor' });
  });

  it('stops the token the switch was sent with, so a token taken before the switch cannot act in the new role', async () => {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const before = await signedIn(testApp.app, admin.id);

    const switched = expectShape((await switchRole(before, 'admin')).json(), RoleSwitchAnswer);

    const withOldToken = await getUser(before);
    expect(withOldToken.statusCode).toBe(401);
    expect(withOldToken.json()).toEqual({ message: 'Unauthorized access' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/accounts', headers: before })).statusCode).toBe(
      401,
    );
    expect((await switchRole(before, 'patient')).statusCode).toBe(401);
    expect((await getUser(bearer(switched.token))).statusCode).toBe(200);
  });

  it('gives one new token when the same token asks to switch many times at once', async () => {
    const doctor = await createTestAccount(testApp.db, { roles: ['patient', 'doctor'] });
    const headers = await signedIn(testApp.app, doctor.id);

    const { statuses } = await sendAtOnce(20, () => switchRole(headers, 'doctor'));

    expect(statuses).toEqual({ 200: 1, 401: 19 });
  });

  it('refuses a role the account does not hold with ‘It cannot be done.’ and keeps the token working', async () => {
    const patient = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, patient.id);

    const refused = await switchRole(headers, 'admin');

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'It cannot be done.' });
    expect(expectShape((await getUser(headers)).json(), CurrentUser).activeRole).toBe('patient');
  });

  it('falls back to patient when the account no longer holds the role the session chose', async () => {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const switched = await switchRole(await signedIn(testApp.app, admin.id), 'admin');
    expect(switched.statusCode).toBe(200);
    const headers = bearer(expectShape(switched.json(), RoleSwitchAnswer).token);

    await testApp.db
      .update(accounts)
      .set({ roles: ['patient'] })
      .where(eq(accounts.id, admin.id));

    expect(expectShape((await getUser(headers)).json(), CurrentUser).activeRole).toBe('patient');
  });

  it('answers 401 to a guest and 422 to a role that does not exist', async () => {
    const headers = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    expect((await switchRole({}, 'patient')).statusCode).toBe(401);
    const unknown = await switchRole(headers, 'superuser');
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['role']);
  });
});

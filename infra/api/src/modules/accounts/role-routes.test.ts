import { and, eq } from 'drizzle-orm';
import { CurrentUser } from '@labshop/shared-contracts/api/accounts';
import { accounts, auditLog } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
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

  it('acts as a patient first, then in the role the session switched to', async () => {
    const doctor = await createTestAccount(testApp.db, { roles: ['patient', 'doctor'] });
    const here = await signedIn(testApp.app, doctor.id);
    const elsewhere = await signedIn(testApp.app, doctor.id);

    expect(expectShape((await getUser(here)).json(), CurrentUser)).toMatchObject({
      roles: ['patient', 'doctor'],
      activeRole: 'patient',
    });
    const switched = await switchRole(here, 'doctor');

    expect(switched.statusCode).toBe(200);
    expect(expectShape(switched.json(), CurrentUser).activeRole).toBe('doctor');
    expect(expectShape((await getUser(here)).json(), CurrentUser).activeRole).toBe('doctor');
    // The role belongs to the session: another device of the same account still acts as a patient.
    expect(expectShape((await getUser(elsewhere)).json(), CurrentUser).activeRole).toBe('patient');
    const [event] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, doctor.id), eq(auditLog.event, 'role_switched')));
    expect(event?.details).toEqual({ role: 'doctor' });
  });

  it('refuses a role the account does not hold with ‘It cannot be done.’', async () => {
    const patient = await createTestAccount(testApp.db);
    const headers = await signedIn(testApp.app, patient.id);

    const refused = await switchRole(headers, 'admin');

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'It cannot be done.' });
    expect(expectShape((await getUser(headers)).json(), CurrentUser).activeRole).toBe('patient');
  });

  it('falls back to patient when the account no longer holds the role the session chose', async () => {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const headers = await signedIn(testApp.app, admin.id);
    expect((await switchRole(headers, 'admin')).statusCode).toBe(200);

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

import { and, eq } from 'drizzle-orm';
import { AdminAccount, AdminAccountList } from '@labshop/shared-contracts/core/api/admin';
import { auditLog } from '../../db/schema';
import { createTestAccount, signedIn, signedInAs, TEST_PASSWORD } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

const FORBIDDEN = { message: 'It cannot be done.' };

describe('administration', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers });

  /** An admin account whose session has switched to the admin role. */
  async function signedInAdmin() {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const headers = await signedInAs(testApp.app, admin.id, 'admin');
    return { admin, headers };
  }

  it('answers 401 to a guest, 403 ‘It cannot be done.’ to a patient and to an admin acting as a patient', async () => {
    const target = await createTestAccount(testApp.db);
    const patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const adminAsPatient = await signedIn(
      testApp.app,
      (await createTestAccount(testApp.db, { roles: ['patient', 'admin'] })).id,
    );
    const endpoints = [
      ['GET', 'admin/accounts'],
      ['GET', 'admin/doctors/pending'],
      ['POST', `admin/accounts/${target.id}/block`],
      ['POST', `admin/accounts/${target.id}/unblock`],
      ['POST', `admin/doctors/${target.id}/verify`],
      ['POST', `admin/doctors/${target.id}/reject`],
    ] as const;

    for (const [method, url] of endpoints) {
      expect((await call(method, url)).statusCode).toBe(401);
      for (const headers of [patient, adminAsPatient]) {
        const refused = await call(method, url, headers);
        expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, FORBIDDEN]);
      }
    }
  });

  it('blocks an account: its sessions end, it reads ‘blocked’, and the block is audit-logged', async () => {
    const { admin, headers } = await signedInAdmin();
    const target = await createTestAccount(testApp.db);
    const targetSession = await signedIn(testApp.app, target.id);

    const blocked = await call('POST', `admin/accounts/${target.id}/block`, headers);

    expect(blocked.statusCode).toBe(200);
    expect(expectShape(blocked.json(), AdminAccount)).toMatchObject({ id: target.id, status: 'blocked' });
    const user = await call('GET', 'user', targetSession);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ status: 'blocked' });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: target.email, password: TEST_PASSWORD },
    });
    expect(login.json()).toMatchObject({ status: 'blocked' });
    const [event] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, target.id), eq(auditLog.event, 'account_blocked')));
    expect(event?.details).toEqual({ by: admin.id });
  });

  it('unblocks an account, which can then log in again', async () => {
    const { headers } = await signedInAdmin();
    const target = await createTestAccount(testApp.db);
    await call('POST', `admin/accounts/${target.id}/block`, headers);

    const unblocked = await call('POST', `admin/accounts/${target.id}/unblock`, headers);

    expect(expectShape(unblocked.json(), AdminAccount).status).toBe('active');
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: target.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('will not let an admin block their own account', async () => {
    const { admin, headers } = await signedInAdmin();
    const refused = await call('POST', `admin/accounts/${admin.id}/block`, headers);
    expect([refused.statusCode, refused.json()]).toEqual([403, FORBIDDEN]);
  });

  it('lists doctors waiting for the check; verifying adds the doctor role, rejecting does not', async () => {
    const { headers } = await signedInAdmin();
    const waiting = await createTestAccount(testApp.db, { pwz: '5425740', doctorVerification: 'pending' });
    const refused = await createTestAccount(testApp.db, { pwz: '5425740', doctorVerification: 'pending' });

    const pending = expectShape((await call('GET', 'admin/doctors/pending', headers)).json(), AdminAccountList);
    expect(pending.accounts.map((account) => account.id)).toEqual(expect.arrayContaining([waiting.id, refused.id]));

    const verified = expectShape(
      (await call('POST', `admin/doctors/${waiting.id}/verify`, headers)).json(),
      AdminAccount,
    );
    const rejected = expectShape(
      (await call('POST', `admin/doctors/${refused.id}/reject`, headers)).json(),
      AdminAccount,
    );

    expect(verified).toMatchObject({ roles: ['patient', 'doctor'], doctorVerification: 'verified' });
    expect(rejected).toMatchObject({ roles: ['patient'], doctorVerification: 'rejected' });
    const after = expectShape((await call('GET', 'admin/doctors/pending', headers)).json(), AdminAccountList);
    expect(after.accounts.map((account) => account.id)).not.toEqual(expect.arrayContaining([waiting.id]));
    // Only a doctor still waiting can be checked.
    const again = await call('POST', `admin/doctors/${waiting.id}/reject`, headers);
    expect([again.statusCode, again.json()]).toEqual([403, FORBIDDEN]);
    const doctorUser = await call('GET', 'user', await signedIn(testApp.app, waiting.id));
    expect(doctorUser.json().roles).toEqual(['patient', 'doctor']);
  });

  it('finds accounts by e-mail, phone or surname; unknown ids are 404', async () => {
    const { headers } = await signedInAdmin();
    const target = await createTestAccount(testApp.db, { lastName: 'Wiśniewska' });

    for (const query of [target.email.toUpperCase(), target.phone, 'wiśniew']) {
      const found = expectShape(
        (await call('GET', `admin/accounts?query=${encodeURIComponent(query)}`, headers)).json(),
        AdminAccountList,
      );
      expect(found.accounts.map((account) => account.id)).toContain(target.id);
    }
    const missing = await call('POST', 'admin/accounts/00000000-0000-4000-8000-000000000000/block', headers);
    expect(missing.statusCode).toBe(404);
    expect((await call('POST', 'admin/accounts/not-an-id/block', headers)).statusCode).toBe(404);
  });
});

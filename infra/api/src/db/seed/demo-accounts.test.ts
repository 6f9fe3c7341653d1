import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { ResultDetail, ResultsOverview } from '@labshop/shared-contracts/core/api/results';
import type { OrderList } from '@labshop/shared-contracts/core/api/orders';
import type { ReferralsOverview } from '@labshop/shared-contracts/core/api/referrals';
import type { SharedPatientsAnswer, SharedResultsAnswer } from '@labshop/shared-contracts/core/api/doctor-access';
import type { UnmatchedDeliveryList } from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { UNMATCHED_REASONS } from '../../modules/lab-delivery/ordered-test-identity';
import { readConfig } from '../../platform/config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { snapshotTables } from '../../testing/table-snapshot';
import type { Database } from '../client';
import { prepareDatabase } from '../prepare';
import { accounts } from '../schema';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';

/** Every table the demo accounts write to. */
const TABLES = [
  'accounts',
  'account_patients',
  'orders',
  'order_patients',
  'order_lines',
  'payments',
  'labs',
  'lab_results',
  'observations',
  'unmatched_lab_deliveries',
  'doctor_access',
  'referrals',
  'referral_tests',
];
/** Seeding the whole demo catalogue again takes several seconds on a busy machine. */
const SEEDING_TIMEOUT_MS = 90_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const snapshot = (db: Database) => snapshotTables(db, TABLES);

async function demoAccountCount(db: Database): Promise<number> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.email, Object.values(DEMO_LOGINS)));
  return rows.length;
}

describe('the demo accounts', () => {
  let testApp: TestApp;
  const now = new Date();

  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemoAccounts(testApp.db, { now });
  }, SEEDING_TIMEOUT_MS);
  afterAll(() => testApp.close());

  async function logIn(login: string): Promise<{ authorization: string }> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json<{ token: string }>().token}` };
  }

  async function logInAs(login: string, role: 'doctor' | 'admin') {
    const switched = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/role',
      headers: await logIn(login),
      payload: { role },
    });
    expect(switched.statusCode).toBe(200);
    // The switch reissues the session's token; the one from the login stops working.
    return { authorization: `Bearer ${switched.json<{ token: string }>().token}` };
  }

  async function get<T>(url: string, headers: { authorization: string }): Promise<T> {
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  }

  it('lets the patient, the doctor and the admin log in with the one demo password', async () => {
    for (const login of Object.values(DEMO_LOGINS)) await logIn(login);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: DEMO_LOGINS.patient, password: 'Secret123' },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('shows the patient her results over two orders, one value low and one test awaiting its sample', async () => {
    const headers = await logIn(DEMO_LOGINS.patient);
    const { patients } = await get<ResultsOverview>('/api/results', headers);
    expect(patients.map(({ patient }) => patient.firstName)).toEqual(['Anna', 'Piotr']);
    const anna = patients[0]?.entries ?? [];
    expect(new Set(anna.map((entry) => entry.orderNumber)).size).toBe(2);
    expect(anna.filter((entry) => entry.status === 'ready')).toHaveLength(8);
    expect(anna.filter((entry) => entry.status === 'awaiting_sample').map((entry) => entry.testName)).toEqual([
      'Vitamin B12',
    ]);
    const outOfRange = anna.filter((entry) => entry.outOfRange > 0);
    expect(outOfRange.map((entry) => entry.testName)).toEqual(['Vitamin D 25-OH (total)']);
    expect(patients[1]?.entries.map((entry) => entry.status)).toEqual(['ready']);

    // The flag and range were computed by the API, and the earlier value makes a history to chart.
    const latest = await get<ResultDetail>(`/api/results/${outOfRange[0]?.resultId}`, headers);
    const [vitaminD] = latest.observations;
    expect(vitaminD?.flag).toBe('L');
    expect(vitaminD?.range?.low).toBe(30);
    expect(vitaminD?.history.map((point) => point.value)).toEqual([
      { kind: 'quantity', value: 34, unit: 'ng/mL' },
      { kind: 'quantity', value: 24, unit: 'ng/mL' },
    ]);
  });

  it('shows the patient her two orders as paid online', async () => {
    const { orders } = await get<OrderList>('/api/orders', await logIn(DEMO_LOGINS.patient));
    expect(orders.map(({ status, paymentMethod }) => ({ status, paymentMethod }))).toEqual([
      { status: 'paid', paymentMethod: 'online' },
      { status: 'paid', paymentMethod: 'online' },
    ]);
  });

  it("shows the patient the doctor's referral awaiting payment", async () => {
    const headers = await logIn(DEMO_LOGINS.patient);
    const { patients } = await get<ReferralsOverview>('/api/referrals', headers);
    const referrals = patients.flatMap((group) => group.referrals);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({ status: 'awaiting_payment', doctor: { name: 'Marta Zielińska' } });
    expect(referrals[0]?.tests.map((test) => test.name)).toHaveLength(2);
  });

  it('lets the doctor read the results the patient shares with her', async () => {
    const headers = await logInAs(DEMO_LOGINS.doctor, 'doctor');
    const shared = await get<SharedPatientsAnswer>('/api/doctor/shared-patients', headers);
    expect(shared.patients.map((patient) => patient.name)).toEqual(['Anna Kowalska']);
    const results = await get<SharedResultsAnswer>(
      `/api/doctor/shared-patients/${shared.patients[0]?.id}/results`,
      headers,
    );
    expect(results.patients[0]?.entries.some((entry) => entry.outOfRange > 0)).toBe(true);
  });

  it('gives the admin one lab report to review', async () => {
    const headers = await logInAs(DEMO_LOGINS.admin, 'admin');
    const { deliveries } = await get<UnmatchedDeliveryList>('/api/admin/lab-deliveries/unmatched', headers);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ testCode: 'vitamin-b12', reason: UNMATCHED_REASONS.noTest });
  });

  it('lets the admin match the kept report to the order it belongs to, filling the entry awaiting its sample', async () => {
    const patient = await logIn(DEMO_LOGINS.patient);
    const before = await get<ResultsOverview>('/api/results', patient);
    const awaiting = before.patients[0]?.entries.find((entry) => entry.status === 'awaiting_sample');
    const admin = await logInAs(DEMO_LOGINS.admin, 'admin');
    const { deliveries } = await get<UnmatchedDeliveryList>('/api/admin/lab-deliveries/unmatched', admin);

    const matched = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/lab-deliveries/unmatched/${deliveries[0]?.id}/match`,
      headers: admin,
      payload: { orderNumber: awaiting?.orderNumber },
    });

    expect(matched.statusCode).toBe(200);
    const after = await get<ResultsOverview>('/api/results', patient);
    expect(after.patients[0]?.entries.filter((entry) => entry.status === 'awaiting_sample')).toEqual([]);
  });

  it(
    'changes nothing when written again on a later start',
    async () => {
      const once = await snapshot(testApp.db);
      await seedDemoAccounts(testApp.db, { now: new Date(now.getTime() + 3 * DAY_MS) });
      expect(await snapshot(testApp.db)).toEqual(once);
    },
    SEEDING_TIMEOUT_MS,
  );
});

describe('DEMO_ACCOUNTS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('is off unless asked for, and needs the demo catalogue', () => {
    expect(readConfig({}).demoAccounts).toBe(false);
    expect(readConfig({ DEMO_ACCOUNTS: 'true' }).demoAccounts).toBe(true);
    expect(() => readConfig({ DEMO_ACCOUNTS: 'true', SEED_DEMO_DATA: 'false' })).toThrow(/DEMO_ACCOUNTS/);
  });

  it(
    'writes no demo account at start without it, and all three with it',
    async () => {
      const pool = testApp.db.$client as Pool;
      await prepareDatabase(pool, { migrate: false, seed: true });
      expect(await demoAccountCount(testApp.db)).toBe(0);
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/patient/login',
        payload: { login: DEMO_LOGINS.patient, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(422);

      await prepareDatabase(pool, { migrate: false, seed: true, demoAccounts: true });
      expect(await demoAccountCount(testApp.db)).toBe(3);
    },
    SEEDING_TIMEOUT_MS,
  );

  it('prints the same logins and password at `npm start` as the accounts have', async () => {
    const printed = await readFile(path.resolve(__dirname, '../../../../scripts/lib/demo-accounts.mjs'), 'utf8');
    for (const text of [...Object.values(DEMO_LOGINS), DEMO_PASSWORD]) expect(printed).toContain(text);
  });
});

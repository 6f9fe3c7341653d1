import { eq, sql } from 'drizzle-orm';
import { ReferralStatistics } from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { ORDER_REFUND_PATHS } from '@labshop/shared-contracts/core/api/order-refunds';
import { referrals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { adminHeaders, orderedReferral, sandboxCallback } from '../doctor-commission/testing/paid-referral';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS } from '../orders/testing/checkout-factory';
import {
  callAs,
  createTestDoctor,
  createTestPatient,
  issueTestReferral,
  REFERRAL_CITY,
} from './testing/referral-factories';

interface MonthTest {
  month: string;
  testId: string;
  referrals: number;
}

describe("the doctor's monthly counts of referred tests, which the statistics rank tests from", () => {
  let testApp: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  const byKey = (a: MonthTest, b: MonthTest) =>
    `${a.month} ${a.testId}` < `${b.month} ${b.testId}`
      ? -1
      : `${a.month} ${a.testId}` > `${b.month} ${b.testId}`
        ? 1
        : 0;

  /** The counts as kept, months without any left out. */
  async function kept(doctorId: string): Promise<MonthTest[]> {
    const { rows } = await testApp.db.execute<{ month: string; test_id: string; referrals: number }>(
      sql`select to_char(month, 'YYYY-MM') as month, test_id, referrals from referral_month_tests
          where doctor_account_id = ${doctorId} and referrals <> 0`,
    );
    return rows.map((row) => ({ month: row.month, testId: row.test_id, referrals: Number(row.referrals) })).sort(byKey);
  }

  /** The same counts taken afresh from the doctor's referrals and their tests, by month of issue in Warsaw. */
  async function fresh(doctorId: string): Promise<MonthTest[]> {
    const { rows } = await testApp.db.execute<{ month: string; test_id: string; referrals: number }>(
      sql`select to_char(r.issued_at at time zone 'Europe/Warsaw', 'YYYY-MM') as month, t.test_id, count(*) as referrals
          from referral_tests t join referrals r on r.id = t.referral_id
          where r.doctor_account_id = ${doctorId} group by 1, 2`,
    );
    return rows.map((row) => ({ month: row.month, testId: row.test_id, referrals: Number(row.referrals) })).sort(byKey);
  }

  async function topTests(doctorId: string, query: string) {
    const response = await callAs(testApp, doctorId, 'GET', `/api/doctor/referral-statistics?${query}`);
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), ReferralStatistics).topTests.map((test) => [test.id, test.referrals]);
  }

  it('equals a fresh count after issue, edit, payment, refund and a referral moved to another month', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const { vitaminD, ferritin, vitaminB12 } = CHECKOUT_TESTS;

    // Issued: two referrals of vitamin D and ferritin, one of vitamin D alone.
    const edited = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', { examinations: [vitaminD] });
    const { referral: refunded, order, pay } = await orderedReferral(testApp, { commission: '10/5', doctor });
    const month = (await kept(doctor.id))[0]?.month ?? '';
    expect(await kept(doctor.id)).toEqual(
      [
        { month, testId: vitaminD, referrals: 3 },
        { month, testId: ferritin, referrals: 2 },
      ].sort(byKey),
    );
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));

    // Edited: the first referral now lists vitamin B12 alone.
    const put = await callAs(testApp, doctor.id, 'PUT', `/api/doctor/referrals/${edited.id}`, {
      homeService: true,
      city_uuid: REFERRAL_CITY,
      examinations: [vitaminB12],
    });
    expect(put.statusCode).toBe(200);
    expect(await kept(doctor.id)).toEqual(
      [
        { month, testId: vitaminD, referrals: 2 },
        { month, testId: ferritin, referrals: 1 },
        { month, testId: vitaminB12, referrals: 1 },
      ].sort(byKey),
    );
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));

    // Paid, then refunded (the referral cancelled): still issued that month, so still counted.
    await sandboxCallback(testApp, pay);
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    const refund = await testApp.app.inject({
      method: 'POST',
      url: `/api/${ORDER_REFUND_PATHS.refund(order.id)}`,
      headers: await adminHeaders(testApp),
    });
    expect(refund.statusCode).toBe(200);
    const [cancelled] = await testApp.db.select().from(referrals).where(eq(referrals.id, refunded.id));
    expect(cancelled?.status).toBe('cancelled');
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    expect(await topTests(doctor.id, `from=${month}&to=${month}`)).toEqual(
      [
        [vitaminD, 2],
        [ferritin, 1],
        [vitaminB12, 1],
      ].sort((a, b) => Number(b[1]) - Number(a[1]) || String(a[0]).localeCompare(String(b[0]))),
    );

    // Moved to the first of January 2025, 00:30 in Warsaw (still 31 December in UTC): counted in January.
    await testApp.db
      .update(referrals)
      .set({ issuedAt: new Date('2024-12-31T23:30:00Z') })
      .where(eq(referrals.id, refunded.id));
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    expect(await topTests(doctor.id, 'from=2025-01&to=2025-01')).toEqual(
      [
        [vitaminD, 1],
        [ferritin, 1],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(await topTests(doctor.id, 'from=2024-12&to=2024-12')).toEqual([]);
  });

  it("counts one doctor's referrals apart from another's, at a collection point or at home", async () => {
    const doctor = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp, { firstName: 'Olga', lastName: 'Inna' });
    const patient = await createTestPatient(testApp);
    await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', { facility_id: CHECKOUT_FACILITY });
    await issueTestReferral(testApp, other.id, patient.pesel ?? '', {
      homeService: true,
      facility_id: undefined,
      city_uuid: REFERRAL_CITY,
      examinations: [CHECKOUT_TESTS.vitaminB12],
    });

    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    expect((await kept(doctor.id)).map((row) => row.testId).sort()).toEqual(
      [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin].sort(),
    );
    expect((await kept(other.id)).map((row) => [row.testId, row.referrals])).toEqual([[CHECKOUT_TESTS.vitaminB12, 1]]);
  });
});

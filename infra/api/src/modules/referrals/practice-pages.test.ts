import { sql } from 'drizzle-orm';
import {
  ReferralTablePage,
  type ReferralTableSort,
  type SortOrder,
} from '@labshop/shared-contracts/core/api/doctor-referral-table';
import type { ReferralStatus } from '@labshop/shared-contracts/core/api/referrals';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { DEEP_PAGE_FROM } from './store/practice';
import { callAs, createTestDoctor } from './testing/referral-factories';

/** The order a referral moves through, as the table sorts statuses. */
const STATUSES: ReferralStatus[] = ['awaiting_payment', 'awaiting_salary', 'settled', 'cancelled'];
const SORTS: ReferralTableSort[] = ['issuedAt', 'status', 'testsCount', 'cost', 'commission'];
const ORDERS: SortOrder[] = ['asc', 'desc'];
const REFERRALS = 90;
/** Pages of 9: the last ones lie past DEEP_PAGE_FROM, so both ways a page is read are checked. */
const PER_PAGE = 9;

/** A referral as the reference order reads it, from its own row. */
interface Stored {
  id: string;
  status: ReferralStatus;
  issuedAt: Date;
  patientAccountId: string;
  costMinor: number;
  discountMinor: number;
  commissionPercent: number;
  testsCount: number;
}

/** The key of each order the table offers, worked out here from a referral's own row. */
const KEY: Record<ReferralTableSort, (row: Stored) => number> = {
  issuedAt: (row) => row.issuedAt.getTime(),
  status: (row) => STATUSES.indexOf(row.status),
  testsCount: (row) => row.testsCount,
  cost: (row) => row.costMinor,
  commission: (row) => (row.costMinor - row.discountMinor) * row.commissionPercent,
};

/** The table's order worked out here from the rows: the key asked, ties newest first, then by id (highest first). */
function sortedAsTheTableSorts(rows: readonly Stored[], sort: ReferralTableSort, order: SortOrder): string[] {
  const direction = order === 'asc' ? 1 : -1;
  return [...rows]
    .sort(
      (a, b) =>
        direction * (KEY[sort](a) - KEY[sort](b)) ||
        b.issuedAt.getTime() - a.issuedAt.getTime() ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    )
    .map((row) => row.id);
}

describe("the referral table's pages and totals, for a doctor with many referrals", () => {
  let testApp: TestApp;
  let doctorId: string;
  let patientId: string;
  let stored: Stored[];

  beforeAll(async () => {
    testApp = await createTestApp();
    const doctor = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp, { firstName: 'Olga', lastName: 'Inna' });
    const patients = await Promise.all([1, 2, 3].map(() => createTestAccount(testApp.db, {})));
    doctorId = doctor.id;
    patientId = patients[0]?.id ?? '';
    // Many ties on purpose: costs repeat, pairs of referrals share an instant of issue, statuses and test counts
    // cycle; the other doctor's referrals must count for nobody else.
    await testApp.db.execute(sql`
      insert into referrals (doctor_account_id, patient_account_id, status, facility_id, commission_percent,
                             discount_percent, issued_at, updated_at, cost_minor, discount_minor)
      select doctor, (array[${sql.join(
        patients.map((patient) => sql`${patient.id}::uuid`),
        sql`, `,
      )}])[1 + n % 3],
             (array['awaiting_payment', 'awaiting_salary', 'settled', 'cancelled']::referral_status[])[1 + n % 4],
             (select id from facilities order by id limit 1), (array[15, 10, 5, 0, 5])[1 + n % 5],
             (array[0, 5, 10, 15, 5])[1 + n % 5], issued, issued, 1000 + (n % 6) * 250, (n % 3) * 50
      from (values (${doctor.id}::uuid, ${REFERRALS}::int), (${other.id}::uuid, 8)) doctors(doctor, how_many),
           generate_series(1, how_many) n,
           lateral (select timestamptz '2025-01-10 23:30:00+00' + (n / 2) * interval '3 days' as issued) day`);
    await testApp.db.execute(sql`
      insert into referral_tests (referral_id, test_id, position)
      select r.id, t.id, t.position
      from referrals r,
           lateral (select id, row_number() over (order by id)::int as position from tests order by id limit 4) t
      where r.doctor_account_id in (${doctor.id}, ${other.id}) and t.position <= 1 + abs(hashtext(r.id::text)) % 4`);
    const { rows } = await testApp.db.execute<{
      id: string;
      status: ReferralStatus;
      issued_at: string;
      patient_account_id: string;
      cost_minor: number;
      discount_minor: number;
      commission_percent: number;
      tests_count: number;
    }>(sql`select r.id, r.status, r.issued_at, r.patient_account_id, r.cost_minor, r.discount_minor,
                  r.commission_percent, (select count(*) from referral_tests t where t.referral_id = r.id)::int
                  as tests_count
           from referrals r where r.doctor_account_id = ${doctor.id}`);
    stored = rows.map((row) => ({
      id: row.id,
      status: row.status,
      issuedAt: new Date(row.issued_at),
      patientAccountId: row.patient_account_id,
      costMinor: Number(row.cost_minor),
      discountMinor: Number(row.discount_minor),
      commissionPercent: Number(row.commission_percent),
      testsCount: Number(row.tests_count),
    }));
  });
  afterAll(() => testApp.close());

  async function page(query: string) {
    const response = await callAs(testApp, doctorId, 'GET', `/api/doctor/referral-table?${query}`);
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), ReferralTablePage);
  }

  it('is seeded with ties in every order the table offers', () => {
    expect(stored).toHaveLength(REFERRALS);
    for (const sort of SORTS) expect(new Set(stored.map(KEY[sort])).size).toBeLessThan(REFERRALS);
    expect(REFERRALS - PER_PAGE).toBeGreaterThan(DEEP_PAGE_FROM);
  });

  it.each(SORTS.flatMap((sort) => ORDERS.map((order) => [sort, order] as const)))(
    'pages through every referral by %s %s, each exactly once in the order asked',
    async (sort, order) => {
      const expected = sortedAsTheTableSorts(stored, sort, order);
      const pages = Math.ceil(REFERRALS / PER_PAGE);
      const seen: string[] = [];
      for (let number = 1; number <= pages; number += 1) {
        const answer = await page(`sort=${sort}&order=${order}&perPage=${PER_PAGE}&page=${number}`);
        expect(answer).toMatchObject({ total: REFERRALS, page: number, pages });
        seen.push(...answer.rows.map((row) => row.id));
      }
      expect(seen).toEqual(expected);
    },
  );

  it('totals the whole table as its rows count, after a referral is added and removed', async () => {
    expect((await page('')).total).toBe(REFERRALS);
    const { rows } = await testApp.db.execute<{ id: string }>(sql`
      insert into referrals (doctor_account_id, patient_account_id, facility_id, commission_percent, discount_percent,
                             issued_at, updated_at)
      values (${doctorId}, ${patientId}, (select id from facilities order by id limit 1), 10, 5, now(), now())
      returning id`);
    expect((await page('')).total).toBe(REFERRALS + 1);
    await testApp.db.execute(sql`delete from referrals where id = ${rows[0]?.id}`);
    expect((await page('')).total).toBe(REFERRALS);
  });

  it.each([
    ['status=awaiting_salary', (row: Stored) => row.status === 'awaiting_salary'],
    ['from=2025-03-01&to=2025-03-31', (row: Stored) => monthInWarsaw(row.issuedAt) === '2025-03'],
    ['from=2025-02-01', (row: Stored) => row.issuedAt >= new Date('2025-01-31T23:00:00Z')],
    ['to=2025-01-31', (row: Stored) => row.issuedAt < new Date('2025-01-31T23:00:00Z')],
    ['patient=PATIENT', (row: Stored) => row.patientAccountId === patientId],
    ['status=settled&patient=PATIENT', (row: Stored) => row.status === 'settled' && row.patientAccountId === patientId],
    // Whole months and the days at either edge of them, with and without a status.
    [
      'status=awaiting_payment&from=2025-02-01&to=2025-03-31',
      (row: Stored) =>
        row.status === 'awaiting_payment' && ['2025-02', '2025-03'].includes(monthInWarsaw(row.issuedAt)),
    ],
    [
      'status=cancelled&from=2025-01-20&to=2025-03-10',
      (row: Stored) =>
        row.status === 'cancelled' &&
        dayInWarsaw(row.issuedAt) >= '2025-01-20' &&
        dayInWarsaw(row.issuedAt) <= '2025-03-10',
    ],
    [
      'from=2025-02-05&to=2025-02-20',
      (row: Stored) => dayInWarsaw(row.issuedAt) >= '2025-02-05' && dayInWarsaw(row.issuedAt) <= '2025-02-20',
    ],
    [
      'status=settled&to=2025-02-14',
      (row: Stored) => row.status === 'settled' && dayInWarsaw(row.issuedAt) <= '2025-02-14',
    ],
    [
      'status=awaiting_salary&from=2025-02-10',
      (row: Stored) => row.status === 'awaiting_salary' && dayInWarsaw(row.issuedAt) >= '2025-02-10',
    ],
  ])('with %s, counts and pages just the referrals the filter names', async (filter, names) => {
    const query = filter.replace('PATIENT', patientId);
    const expected = sortedAsTheTableSorts(stored.filter(names), 'commission', 'desc');
    expect(expected.length).toBeGreaterThan(0);
    const pageOf = (number: number) => page(`${query}&sort=commission&order=desc&perPage=${PER_PAGE}&page=${number}`);
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first.total).toBe(expected.length);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual(expected.slice(0, 2 * PER_PAGE));
    const last = Math.ceil(expected.length / PER_PAGE);
    expect((await pageOf(last)).rows.map((row) => row.id)).toEqual(expected.slice((last - 1) * PER_PAGE));
  });

  it('still says how many there are on a page past the last', async () => {
    const answer = await page(`perPage=${PER_PAGE}&page=99`);
    expect(answer).toMatchObject({ rows: [], total: REFERRALS, page: 99 });
    const filtered = await page(`status=settled&from=2025-01-20&perPage=${PER_PAGE}&page=99`);
    const settledSince = stored.filter((row) => row.status === 'settled' && dayInWarsaw(row.issuedAt) >= '2025-01-20');
    expect(filtered).toMatchObject({ rows: [], total: settledSince.length, page: 99 });
  });

  it('exports every row in the order asked', async () => {
    const response = await callAs(testApp, doctorId, 'GET', '/api/doctor/referral-table.csv?sort=cost&order=asc');
    const lines = response.body.trimEnd().split('\r\n').slice(1);
    const expected = sortedAsTheTableSorts(stored, 'cost', 'asc');
    expect(lines).toHaveLength(REFERRALS);
    expect(lines.map((line) => expected.find((id) => line.includes(id)))).toEqual(expected);
  });
});

/** The month (YYYY-MM) an instant falls in, in the shop's time zone. */
function monthInWarsaw(instant: Date): string {
  return instant.toLocaleDateString('en-CA', { timeZone: 'Europe/Warsaw' }).slice(0, 7);
}

/** The day (YYYY-MM-DD) an instant falls on, in the shop's time zone. */
function dayInWarsaw(instant: Date): string {
  return instant.toLocaleDateString('en-CA', { timeZone: 'Europe/Warsaw' });
}

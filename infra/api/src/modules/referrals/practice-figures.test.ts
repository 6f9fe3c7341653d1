import { eq, sql } from 'drizzle-orm';
import { ReferralStatistics } from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { ORDER_REFUND_PATHS } from '@labshop/shared-contracts/core/api/order-refunds';
import { commissionLines, referrals } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { adminHeaders, orderedReferral, sandboxCallback } from '../doctor-commission/testing/paid-referral';
import { callAs, createTestDoctor, createTestPatient, issueTestReferral } from './testing/referral-factories';

interface MonthFigures {
  month: string;
  issued: number;
  paid: number;
  revenueMinor: number;
  commissionMinor: number;
}

const byMonth = (a: MonthFigures, b: MonthFigures) => a.month.localeCompare(b.month);

type FigureRow = { month: string; issued: number; paid: number; revenue: number; commission: number };

const figures = (rows: FigureRow[]): MonthFigures[] =>
  rows
    .map((row) => ({
      month: row.month,
      issued: Number(row.issued),
      paid: Number(row.paid),
      revenueMinor: Number(row.revenue),
      commissionMinor: Number(row.commission),
    }))
    .filter((row) => row.issued !== 0 || row.paid !== 0)
    .sort(byMonth);

describe("the doctor's monthly figures, which the statistics and the overview read", () => {
  let testApp: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  /** The figures as kept, months with nothing left out. */
  async function kept(doctorId: string): Promise<MonthFigures[]> {
    const { rows } = await testApp.db.execute<FigureRow>(
      sql`select to_char(month, 'YYYY-MM') as month, issued, paid, revenue_minor as revenue,
                 commission_minor as commission
          from referral_month_figures where doctor_account_id = ${doctorId}`,
    );
    return figures(rows);
  }

  /**
   * The same figures taken afresh from the doctor's referrals and commission ledger, by month in Warsaw: issued by
   * month of issue; paid (awaiting salary or settled) by month of payment, with what the ledger says the patient
   * paid and the doctor earned (net of reversals).
   */
  async function fresh(doctorId: string): Promise<MonthFigures[]> {
    const { rows } = await testApp.db.execute<FigureRow>(
      sql`select month, sum(issued) as issued, sum(paid) as paid, sum(revenue) as revenue, sum(commission) as commission
          from (
            select to_char(issued_at at time zone 'Europe/Warsaw', 'YYYY-MM') as month, 1 as issued, 0 as paid,
                   0 as revenue, 0 as commission
            from referrals where doctor_account_id = ${doctorId}
            union all
            select to_char(r.paid_at at time zone 'Europe/Warsaw', 'YYYY-MM'), 0, 1,
                   coalesce((select max(paid_minor) from commission_lines
                             where referral_id = r.id and kind = 'commission'), 0),
                   coalesce((select sum(amount_minor) from commission_lines where referral_id = r.id), 0)
            from referrals r
            where r.doctor_account_id = ${doctorId} and r.paid_at is not null
              and r.status in ('awaiting_salary', 'settled')
          ) figures group by month`,
    );
    return figures(rows);
  }

  async function statistics(doctorId: string, query: string) {
    const response = await callAs(testApp, doctorId, 'GET', `/api/doctor/referral-statistics?${query}`);
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), ReferralStatistics);
  }

  it('equal a fresh sum after issue, payment, refund and a referral moved to another month', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const unpaid = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const { referral: paidReferral, order, pay } = await orderedReferral(testApp, { commission: '10/5', doctor });
    const [issuedMonth] = (await kept(doctor.id)).map((row) => row.month);
    expect(await kept(doctor.id)).toEqual([
      { month: issuedMonth, issued: 2, paid: 0, revenueMinor: 0, commissionMinor: 0 },
    ]);
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));

    // Paid: counted as paid that month, with what the patient paid and the doctor's commission on it.
    await sandboxCallback(testApp, pay);
    const [paid] = await kept(doctor.id);
    expect(paid?.paid).toBe(1);
    expect(paid?.revenueMinor).toBeGreaterThan(0);
    expect(paid?.commissionMinor).toBe(Math.round((paid?.revenueMinor ?? 0) * 0.1));
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    const month = `from=${issuedMonth}&to=${issuedMonth}`;
    expect((await statistics(doctor.id, month)).totals).toMatchObject({
      issued: 2,
      paid: 1,
      conversionPercent: 50,
      revenueMinor: paid?.revenueMinor,
      commissionMinor: paid?.commissionMinor,
    });

    // Refunded: the referral is cancelled, so no longer paid; still issued that month.
    const refund = await testApp.app.inject({
      method: 'POST',
      url: `/api/${ORDER_REFUND_PATHS.refund(order.id)}`,
      headers: await adminHeaders(testApp),
    });
    expect(refund.statusCode).toBe(200);
    expect(await kept(doctor.id)).toEqual([
      { month: issuedMonth, issued: 2, paid: 0, revenueMinor: 0, commissionMinor: 0 },
    ]);
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));

    // Moved to the first of January 2025, 00:30 in Warsaw (still 31 December in UTC): counted in January.
    await testApp.db
      .update(referrals)
      .set({ issuedAt: new Date('2024-12-31T23:30:00Z') })
      .where(eq(referrals.id, paidReferral.id));
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    expect((await statistics(doctor.id, 'from=2025-01&to=2025-01')).totals.issued).toBe(1);
    expect((await statistics(doctor.id, 'from=2024-12&to=2024-12')).totals.issued).toBe(0);

    // Deleted: its figures go with it.
    await testApp.db.delete(referrals).where(eq(referrals.id, unpaid.id));
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));
    expect((await statistics(doctor.id, month)).totals.issued).toBe(0);
  });

  it('count what the patient actually paid when a discount code took part of the price, as the ledger holds it', async () => {
    const { doctor, referral, pay } = await orderedReferral(testApp, { commission: '15/0', discountCode: 'WELCOME10' });
    await sandboxCallback(testApp, pay);
    const [line] = await testApp.db
      .select({ paidMinor: commissionLines.paidMinor, amountMinor: commissionLines.amountMinor })
      .from(commissionLines)
      .where(eq(commissionLines.referralId, referral.id));
    // The code took its share: the patient paid less than the referral's price, and the commission is 15% of that.
    expect(line?.paidMinor).toBeLessThan(referral.totalMinor);
    expect(line?.amountMinor).toBe(Math.round(((line?.paidMinor ?? 0) * 15) / 100));

    const [month] = (await kept(doctor.id)).map((row) => row.month);
    const { totals, months } = await statistics(doctor.id, `from=${month}&to=${month}`);
    expect(totals).toMatchObject({ paid: 1, revenueMinor: line?.paidMinor, commissionMinor: line?.amountMinor });
    expect(months[0]).toMatchObject({ revenueMinor: line?.paidMinor, commissionMinor: line?.amountMinor });
    expect(await kept(doctor.id)).toEqual(await fresh(doctor.id));

    // The referral table shows the same commission on its row.
    const table = await callAs(testApp, doctor.id, 'GET', '/api/doctor/referral-table');
    expect(table.json()).toMatchObject({ rows: [{ id: referral.id, commissionMinor: line?.amountMinor }] });
  });

  it("keeps one doctor's figures apart from another's", async () => {
    const doctor = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp, { firstName: 'Olga', lastName: 'Inna' });
    const patient = await createTestPatient(testApp);
    await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    await issueTestReferral(testApp, other.id, patient.pesel ?? '');
    await issueTestReferral(testApp, other.id, patient.pesel ?? '');

    expect((await kept(doctor.id)).map((row) => row.issued)).toEqual([1]);
    expect((await kept(other.id)).map((row) => row.issued)).toEqual([2]);
    expect(await kept(other.id)).toEqual(await fresh(other.id));
  });
});

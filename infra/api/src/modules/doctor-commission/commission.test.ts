import { eq } from 'drizzle-orm';
import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { CommissionLedger, DOCTOR_COMMISSION_PATHS } from '@labshop/shared-contracts/core/api/doctor-commission';
import { ORDER_NOT_REFUNDABLE_MESSAGE, ORDER_REFUND_PATHS } from '@labshop/shared-contracts/core/api/order-refunds';
import { COMMISSION_OPTIONS, commissionShares } from '@labshop/shared-contracts/core/api/referrals';
import { commissionLines, payments, referrals } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { callAs, createTestPatient } from '../referrals/testing/referral-factories';
import { adminHeaders, expectedCommission, orderedReferral, sandboxCallback } from './testing/paid-referral';

describe("a doctor's commission on a paid referral", () => {
  let testApp: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  async function ledgerOf(doctorId: string) {
    const response = await callAs(testApp, doctorId, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.ledger}`);
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), CommissionLedger);
  }

  async function referralStatus(referralId: string) {
    const [row] = await testApp.db
      .select({ status: referrals.status })
      .from(referrals)
      .where(eq(referrals.id, referralId));
    return row?.status;
  }

  it.each(COMMISSION_OPTIONS.map((option) => [option]))(
    'is written once for option %s with a discount code, whatever callbacks arrive at once or later',
    async (option) => {
      const { doctor, referral, order, pay } = await orderedReferral(testApp, {
        commission: option,
        discountCode: 'FIVER',
      });
      expect(order.lines.some((line) => line.kind === 'discount-code')).toBe(true);
      expect(await ledgerOf(doctor.id)).toMatchObject({ lines: [], totals: { netMinor: 0 } });

      // The provider delivers the same payment several times at once, then once more later.
      const delivered = await Promise.all(Array.from({ length: 5 }, () => sandboxCallback(testApp, pay)));
      expect(delivered.every((response) => response.statusCode < 400)).toBe(true);
      await sandboxCallback(testApp, pay);

      const { doctorPercent } = commissionShares(option);
      const expected = expectedCommission(order, doctorPercent);
      const ledger = await ledgerOf(doctor.id);
      expect(ledger.lines).toEqual([
        expect.objectContaining({
          kind: 'commission',
          referralId: referral.id,
          patientName: 'Łucja Żółkiewska',
          testsCount: 2,
          commissionOption: option,
          paidMinor: expected.paid,
          amountMinor: expected.commission,
          status: 'awaiting_salary',
          statusWords: 'Awaiting salary calculation',
          invoiceNumber: null,
        }),
      ]);
      // What the patient paid for the referral is less than the referred tests' prices after the doctor discount.
      expect(expected.paid).toBeLessThan(referral.totalMinor);
      expect(ledger.totals).toEqual({
        earnedMinor: expected.commission,
        reversedMinor: 0,
        netMinor: expected.commission,
        settledMinor: 0,
        awaitingSalaryMinor: expected.commission,
      });
      expect(await referralStatus(referral.id)).toBe('awaiting_salary');
    },
  );

  it('earns the whole option on what was paid when no code is used: 10% of the referred tests after 5% off', async () => {
    const { doctor, referral, pay } = await orderedReferral(testApp, { commission: '10/5' });
    await sandboxCallback(testApp, pay);

    const [line] = (await ledgerOf(doctor.id)).lines;
    expect(line?.paidMinor).toBe(referral.totalMinor);
    expect(line?.amountMinor).toBe(Math.round(referral.totalMinor / 10));
  });

  it('is reversed once when an administrator refunds the order, and the referral is cancelled', async () => {
    const { doctor, referral, order, pay } = await orderedReferral(testApp, {
      commission: '15/0',
      discountCode: 'WELCOME10',
    });
    await sandboxCallback(testApp, pay);
    const earned = (await ledgerOf(doctor.id)).totals.earnedMinor;
    expect(earned).toBeGreaterThan(0);
    const headers = await adminHeaders(testApp);

    const refunds = await Promise.all(
      [1, 2].map(() =>
        testApp.app.inject({ method: 'POST', url: `/api/${ORDER_REFUND_PATHS.refund(order.id)}`, headers }),
      ),
    );

    expect(refunds.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(refunds.find((response) => response.statusCode === 409)?.json()).toMatchObject({
      message: ORDER_NOT_REFUNDABLE_MESSAGE,
    });
    const ledger = await ledgerOf(doctor.id);
    expect(ledger.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['reversal', -earned],
      ['commission', earned],
    ]);
    expect(ledger.lines[0]?.kindWords).toBe('Reversed (refund or cancellation)');
    expect(ledger.totals).toMatchObject({ earnedMinor: earned, reversedMinor: -earned, netMinor: 0 });
    expect(await referralStatus(referral.id)).toBe('cancelled');
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('refunded');

    const audit = await testApp.app.inject({
      url: `/api/admin/audit-log?recordType=order&recordId=${order.id}`,
      headers,
    });
    expect(
      expectShape(audit.json(), AuditLogPage).entries.map((entry) => [
        entry.action,
        entry.actor !== null,
        entry.before,
        entry.after,
      ]),
    ).toEqual([['order_refunded', true, { status: 'paid' }, { status: 'cancelled' }]]);

    // A late duplicate of the payment's callback pays nothing again.
    await sandboxCallback(testApp, pay);
    expect((await ledgerOf(doctor.id)).lines).toHaveLength(2);
  });

  it('writes nothing while the order is unpaid, and an unpaid order cannot be refunded', async () => {
    const { doctor, order } = await orderedReferral(testApp, { commission: '5/5' });
    const headers = await adminHeaders(testApp);

    const refund = await testApp.app.inject({
      method: 'POST',
      url: `/api/${ORDER_REFUND_PATHS.refund(order.id)}`,
      headers,
    });

    expect(refund.statusCode).toBe(409);
    expect((await ledgerOf(doctor.id)).lines).toEqual([]);
    expect(await testApp.db.select().from(commissionLines).where(eq(commissionLines.orderId, order.id))).toEqual([]);
  });

  it('lets only a verified doctor read their own ledger; refunds are for administrators', async () => {
    const { doctor, pay, order } = await orderedReferral(testApp, { commission: '0/15' });
    await sandboxCallback(testApp, pay);
    const otherDoctor = await orderedReferral(testApp, { commission: '5/10' });
    const patient = await createTestPatient(testApp);
    const admin = await createTestAccount(testApp.db, { roles: ['admin'] });

    // 0/15 earns the doctor nothing, but the line says the referral was paid.
    expect((await ledgerOf(doctor.id)).lines).toEqual([
      expect.objectContaining({ amountMinor: 0, commissionOption: '0/15' }),
    ]);
    expect((await ledgerOf(otherDoctor.doctor.id)).lines).toEqual([]);
    expect((await callAs(testApp, patient.id, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.ledger}`)).statusCode).toBe(403);
    expect((await callAs(testApp, admin.id, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.ledger}`)).statusCode).toBe(403);
    expect((await callAs(testApp, null, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.ledger}`)).statusCode).toBe(401);
    const asDoctor = await testApp.app.inject({
      method: 'POST',
      url: `/api/${ORDER_REFUND_PATHS.refund(order.id)}`,
      headers: await signedIn(testApp.app, doctor.id),
    });
    expect(asDoctor.statusCode).toBe(403);
  });
});

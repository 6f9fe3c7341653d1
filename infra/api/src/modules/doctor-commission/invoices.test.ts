import { DateTime } from 'luxon';
import { formatMoney } from '@labshop/shared-contracts/core';
import {
  CommissionLedger,
  DOCTOR_COMMISSION_PATHS,
  DOCTOR_COMMISSION_TEXTS,
  DoctorInvoiceList,
  IssueInvoicesAnswer,
} from '@labshop/shared-contracts/core/api/doctor-commission';
import { ORDER_REFUND_PATHS } from '@labshop/shared-contracts/core/api/order-refunds';
import { doctorInvoices, referrals } from '../../db/schema';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { pdfTextOf } from '../../testing/pdf-text-of';
import { DOCTOR_PROFILE_PATH, profileUpdate } from '../doctors/testing/profile-update';
import { callAs, createTestDoctor, createTestPatient } from '../referrals/testing/referral-factories';
import { monthOf } from './invoice-months';
import { adminHeaders, orderedReferral, sandboxCallback } from './testing/paid-referral';

describe("doctors' monthly commission invoices", () => {
  let testApp: TestApp;
  let now = Date.now();
  /** Moves the clock to a few days into the month after the one it is in (in the market's time zone). */
  const nextMonth = () => {
    now = DateTime.fromMillis(now, { zone: 'Europe/Warsaw' }).startOf('month').plus({ months: 1, days: 2 }).toMillis();
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  async function issueMonth(month: string) {
    return testApp.app.inject({
      method: 'POST',
      url: `/api/${DOCTOR_COMMISSION_PATHS.issueInvoices}`,
      headers: await adminHeaders(testApp),
      payload: { month },
    });
  }

  async function invoicesOf(doctorId: string, month: string) {
    const response = await callAs(testApp, doctorId, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.invoices}?month=${month}`);
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), DoctorInvoiceList).invoices;
  }

  async function pdfOf(doctorId: string, invoiceId: string) {
    return callAs(testApp, doctorId, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.invoicePdf(invoiceId)}`);
  }

  it('numbers one invoice per doctor with commission, without gaps, and a month run again changes nothing', async () => {
    const company = await createTestDoctor(testApp, { firstName: 'Józef', lastName: 'Ślązak' });
    const individual = await createTestDoctor(testApp, { firstName: 'Zofia', lastName: 'Grześkowiak' });
    const withoutCommission = await createTestDoctor(testApp);
    // The company's payout details, as the doctor saves them on the profile page.
    const saved = await callAs(
      testApp,
      company.id,
      'PUT',
      DOCTOR_PROFILE_PATH,
      profileUpdate({
        individual: false,
        companyName: 'Gabinet Lekarski Ślązak sp. z o.o.',
        nip: '526-025-02-74',
        bankAccount: '61 1090 1014 0000 0712 1981 2874',
      }),
    );
    expect(saved.statusCode).toBe(200);
    const savedIndividual = await callAs(
      testApp,
      individual.id,
      'PUT',
      DOCTOR_PROFILE_PATH,
      profileUpdate({ individual: true, companyName: '', nip: '', bankAccount: 'PL27114020040000300201355387' }),
    );
    expect(savedIndividual.statusCode).toBe(200);
    const first = await orderedReferral(testApp, { commission: '15/0', doctor: company, discountCode: 'FIVER' });
    const second = await orderedReferral(testApp, { commission: '10/5', doctor: company });
    const third = await orderedReferral(testApp, { commission: '5/5', doctor: individual });
    for (const paid of [first, second, third]) await sandboxCallback(testApp, paid.pay);
    const month = monthOf(new Date(now));
    const ledgerBefore = expectShape(
      (await callAs(testApp, company.id, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.ledger}`)).json(),
      CommissionLedger,
    );

    // Not before the month has ended.
    const early = await issueMonth(month);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ month: [DOCTOR_COMMISSION_TEXTS.monthNotEnded] });

    nextMonth();
    const runs = await Promise.all([issueMonth(month), issueMonth(month), issueMonth(month)]);
    const answers = runs.map((run) => expectShape(run.json(), IssueInvoicesAnswer));
    expect(answers.reduce((sum, answer) => sum + answer.issued, 0)).toBe(2);
    // The run on the 1st, for last month, and another run by hand: nothing more.
    expect(await testApp.app.doctorCommission.issueLastMonthsInvoices()).toEqual({
      month,
      issued: 0,
      alreadyIssued: 0,
    });
    expect(expectShape((await issueMonth(month)).json(), IssueInvoicesAnswer)).toEqual({
      month,
      issued: 0,
      alreadyIssued: 0,
    });

    const stored = await testApp.db.select().from(doctorInvoices);
    expect(stored.map((invoice) => invoice.number).sort()).toEqual([1, 2]);
    expect(await invoicesOf(withoutCommission.id, month)).toEqual([]);

    const [invoice] = await invoicesOf(company.id, month);
    expect(invoice).toMatchObject({ month, linesCount: 2, totalMinor: ledgerBefore.totals.netMinor });
    const pdf = await pdfOf(company.id, invoice?.id ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfTextOf(pdf.rawPayload).join('\n');
    expect(text).toContain(`Commission invoice ${invoice?.number}`);
    expect(text).toContain('Gabinet Lekarski Ślązak sp. z o.o.');
    expect(text).toContain('NIP: 5260250274');
    expect(text).toContain('Doctor: Józef Ślązak');
    expect(text).toContain('Bank account: PL61 1090 1014 0000 0712 1981 2874');
    expect(text.match(/Łucja Żółkiewska/g)).toHaveLength(2);
    expect(text).toContain(formatMoney(ledgerBefore.totals.netMinor, 'GBP'));

    const [individualInvoice] = await invoicesOf(individual.id, month);
    const individualText = pdfTextOf((await pdfOf(individual.id, individualInvoice?.id ?? '')).rawPayload).join('\n');
    expect(individualText).toContain('Zofia Grześkowiak (individual)');
    expect(individualText).not.toContain('NIP');
    expect(individualText).toContain('Bank account: PL27 1140 2004 0000 3002 0135 5387');

    // The lines are settled on the invoice, and so are their referrals.
    const ledgerAfter = expectShape(
      (await callAs(testApp, company.id, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.ledger}`)).json(),
      CommissionLedger,
    );
    expect(ledgerAfter.lines.map((line) => [line.statusWords, line.invoiceNumber])).toEqual([
      ['Settled', invoice?.number],
      ['Settled', invoice?.number],
    ]);
    expect(ledgerAfter.totals).toMatchObject({ settledMinor: ledgerBefore.totals.netMinor, awaitingSalaryMinor: 0 });
    const statuses = await testApp.db.select({ id: referrals.id, status: referrals.status }).from(referrals);
    for (const paid of [first, second, third]) {
      expect(statuses.find((row) => row.id === paid.referral.id)?.status).toBe('settled');
    }

    // A refund the next month is reversed on that month's invoice, numbered next.
    const refund = await testApp.app.inject({
      method: 'POST',
      url: `/api/${ORDER_REFUND_PATHS.refund(first.order.id)}`,
      headers: await adminHeaders(testApp),
    });
    expect(refund.statusCode).toBe(200);
    const refundMonth = monthOf(new Date(now));
    nextMonth();
    expect(expectShape((await issueMonth(refundMonth)).json(), IssueInvoicesAnswer).issued).toBe(1);
    const [reversal] = await invoicesOf(company.id, refundMonth);
    expect(reversal?.totalMinor).toBeLessThan(0);
    expect((await testApp.db.select().from(doctorInvoices)).map((row) => row.number).sort()).toEqual([1, 2, 3]);
  });

  it('shows a doctor only their own invoices; others hear 404 or 403', async () => {
    const owner = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp);
    const paid = await orderedReferral(testApp, { commission: '10/5', doctor: owner });
    await sandboxCallback(testApp, paid.pay);
    const month = monthOf(new Date(now));
    nextMonth();
    expect((await issueMonth(month)).statusCode).toBe(200);
    const [invoice] = await invoicesOf(owner.id, month);
    const patient = await createTestPatient(testApp);
    const admin = await createTestAccount(testApp.db, { roles: ['admin'] });
    const path = `/api/${DOCTOR_COMMISSION_PATHS.invoicePdf(invoice?.id ?? '')}`;

    expect((await pdfOf(other.id, invoice?.id ?? '')).statusCode).toBe(404);
    expect(await invoicesOf(other.id, month)).toEqual([]);
    expect((await pdfOf(owner.id, 'not-an-id')).statusCode).toBe(404);
    expect((await callAs(testApp, patient.id, 'GET', path)).statusCode).toBe(403);
    expect((await callAs(testApp, admin.id, 'GET', path)).statusCode).toBe(403);
    expect((await callAs(testApp, null, 'GET', path)).statusCode).toBe(401);
    const listAsPatient = await callAs(
      testApp,
      patient.id,
      'GET',
      `/api/${DOCTOR_COMMISSION_PATHS.invoices}?month=${month}`,
    );
    expect(listAsPatient.statusCode).toBe(403);
    const runAsDoctor = await callAs(testApp, owner.id, 'POST', `/api/${DOCTOR_COMMISSION_PATHS.issueInvoices}`, {
      month,
    });
    expect(runAsDoctor.statusCode).toBe(403);
  });

  it('answers 422 by field for a month that is no month', async () => {
    const doctor = await createTestDoctor(testApp);
    const list = await callAs(testApp, doctor.id, 'GET', `/api/${DOCTOR_COMMISSION_PATHS.invoices}?month=2026-13`);
    expect(list.statusCode).toBe(422);
    expect(list.json().errors).toEqual({ month: [DOCTOR_COMMISSION_TEXTS.monthInvalid] });
    const run = await issueMonth('last month');
    expect(run.statusCode).toBe(422);
    expect(run.json().errors).toEqual({ month: [DOCTOR_COMMISSION_TEXTS.monthInvalid] });
  });
});

import { eq } from 'drizzle-orm';
import { FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core/api/accounts';
import {
  commissionOn,
  DoctorOverview,
  PatientSearchAnswer,
  PracticePatientAnswer,
  PracticePatientsAnswer,
  REFERRAL_CSV_COLUMNS,
  REFERRAL_TABLE_MESSAGES,
  ReferralQuote,
  ReferralStatistics,
  ReferralTablePage,
} from '@labshop/shared-contracts/core/api/doctor-referral-table';
import { PlaceOrderAnswer, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { DoctorReferral } from '@labshop/shared-contracts/core/api/referrals';
import { referrals } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS, checkoutRequest } from '../orders/testing/checkout-factory';
import { formOf } from '../payments/testing/sandbox-buyer';
import { callAs, createTestDoctor, createTestPatient, issueTestReferral } from './testing/referral-factories';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe("the doctor's practice: overview, referral table, statistics and patients", () => {
  let testApp: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  const get = (accountId: string | null, url: string) => callAs(testApp, accountId, 'GET', url);

  async function issuedOn(referral: DoctorReferral, iso: string) {
    await testApp.db
      .update(referrals)
      .set({ issuedAt: new Date(iso) })
      .where(eq(referrals.id, referral.id));
  }

  /** A doctor with three referrals for two patients (one living at a known address) and another doctor with one. */
  async function practice() {
    const doctor = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp, { firstName: 'Olga', lastName: 'Inna' });
    const ewa = await createTestAccount(testApp.db, {
      firstName: 'Ewa',
      lastName: 'Lis',
      pesel: testPesel('1990-05-01', 'f'),
      address: { street: 'Długa', houseNumber: '5', homeNumber: '2', postCode: '31-147', city: 'Kraków' },
    });
    const jan = await createTestPatient(testApp, { firstName: 'Jan', lastName: 'Wróbel' });
    const first = await issueTestReferral(testApp, doctor.id, ewa.pesel ?? '', { commission_option: '10/5' });
    const second = await issueTestReferral(testApp, doctor.id, jan.pesel ?? '', {
      commission_option: '15/0',
      examinations: [CHECKOUT_TESTS.vitaminD],
    });
    const third = await issueTestReferral(testApp, doctor.id, ewa.pesel ?? '', { commission_option: '5/10' });
    const others = await issueTestReferral(testApp, other.id, ewa.pesel ?? '');
    await issuedOn(first, '2025-03-10T10:00:00Z');
    await issuedOn(second, '2025-04-02T10:00:00Z');
    await issuedOn(third, '2025-04-20T10:00:00Z');
    return { doctor, other, ewa, jan, first, second, third, others };
  }

  describe('who may read it', () => {
    const urls = [
      '/api/doctor/overview',
      '/api/doctor/referral-table',
      '/api/doctor/referral-table.csv',
      '/api/doctor/referral-statistics',
      '/api/doctor/patient-search?q=Ewa',
      '/api/doctor/practice-patients',
      `/api/doctor/practice-patients/${UNKNOWN_ID}`,
    ];

    it.each(urls)('%s: 401 for a guest, 403 for a patient and for a doctor not yet verified', async (url) => {
      const patient = await createTestPatient(testApp);
      const pending = await createTestAccount(testApp.db, { roles: ['doctor'], doctorVerification: 'pending' });

      expect((await get(null, url)).statusCode).toBe(401);
      for (const caller of [patient.id, pending.id]) {
        const response = await get(caller, url);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: FORBIDDEN_MESSAGE });
      }
    });

    it('refuses a patient the quote before reading the form', async () => {
      const patient = await createTestPatient(testApp);
      const response = await callAs(testApp, patient.id, 'POST', '/api/doctor/referral-quote', { nonsense: true });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('the referral table', () => {
    it("lists every field of the doctor's own referrals, never another doctor's", async () => {
      const { doctor, ewa, first, others } = await practice();

      const response = await get(doctor.id, '/api/doctor/referral-table');

      expect(response.statusCode).toBe(200);
      const page = expectShape(response.json(), ReferralTablePage);
      expect(page).toMatchObject({ total: 3, page: 1, pages: 1, currency: 'GBP' });
      expect(page.rows.map((row) => row.id)).not.toContain(others.id);
      const row = page.rows.find((candidate) => candidate.id === first.id);
      expect(row).toMatchObject({
        issuedAt: '2025-03-10T10:00:00.000Z',
        testDate: null,
        patient: { id: ewa.id, name: 'Ewa Lis' },
        phone: ewa.phone,
        status: 'awaiting_payment',
        statusWords: 'Awaiting payment',
        testsCount: 2,
        costMinor: first.costMinor,
        discountMinor: first.discountMinor,
        discountPercent: 5,
        commissionPercent: 10,
        commissionOption: '10/5',
        commissionMinor: commissionOn(first.costMinor, first.discountMinor, 10),
        postCode: '31-147',
        city: 'Kraków',
        street: 'Długa 5/2',
        editable: true,
      });
      expect(first.costMinor).toBeGreaterThan(0);
    });

    it('filters by status, days of issue and patient, sorts, and pages', async () => {
      const { doctor, jan, first, second, third } = await practice();
      const ids = async (query: string) =>
        expectShape((await get(doctor.id, `/api/doctor/referral-table?${query}`)).json(), ReferralTablePage);

      expect((await ids('')).rows.map((row) => row.id)).toEqual([third.id, second.id, first.id]);
      expect((await ids('from=2025-04-01&to=2025-04-20')).rows.map((row) => row.id)).toEqual([third.id, second.id]);
      expect((await ids('to=2025-03-31')).rows.map((row) => row.id)).toEqual([first.id]);
      expect((await ids(`patient=${jan.id}`)).rows.map((row) => row.id)).toEqual([second.id]);
      expect((await ids('status=settled')).total).toBe(0);
      expect((await ids('status=awaiting_payment')).total).toBe(3);
      expect((await ids('sort=issuedAt&order=asc')).rows.map((row) => row.id)).toEqual([first.id, second.id, third.id]);
      const byCost = (await ids('sort=cost&order=asc')).rows.map((row) => row.costMinor);
      expect(byCost).toEqual([...byCost].sort((a, b) => a - b));
      expect((await ids('sort=testsCount&order=asc')).rows[0]?.id).toBe(second.id);

      const secondPage = await ids('perPage=2&page=2');
      expect(secondPage).toMatchObject({ total: 3, page: 2, perPage: 2, pages: 2 });
      expect(secondPage.rows.map((row) => row.id)).toEqual([first.id]);
      expect((await ids('perPage=2&page=3')).rows).toEqual([]);
    });

    it("opens one of the doctor's own referrals for editing, and no other's", async () => {
      const { doctor, other, first } = await practice();

      const own = await get(doctor.id, `/api/doctor/referral-table/${first.id}`);
      expect(own.statusCode).toBe(200);
      expect(expectShape(own.json(), DoctorReferral)).toMatchObject({ id: first.id, commissionOption: '10/5' });
      expect((await get(other.id, `/api/doctor/referral-table/${first.id}`)).statusCode).toBe(404);
      expect((await get(doctor.id, '/api/doctor/referral-table/not-an-id')).statusCode).toBe(404);
    });

    it('answers a query it cannot read with 422 by field', async () => {
      const doctor = await createTestDoctor(testApp);

      const response = await get(
        doctor.id,
        '/api/doctor/referral-table?from=2025-02-30&to=yesterday&patient=someone&page=0&perPage=500',
      );

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        from: [REFERRAL_TABLE_MESSAGES.day],
        to: [REFERRAL_TABLE_MESSAGES.day],
        patient: [REFERRAL_TABLE_MESSAGES.patient],
        page: [REFERRAL_TABLE_MESSAGES.page],
        perPage: [REFERRAL_TABLE_MESSAGES.perPage],
      });
      const range = await get(doctor.id, '/api/doctor/referral-table?from=2025-05-01&to=2025-04-01');
      expect(range.json().errors).toEqual({ to: [REFERRAL_TABLE_MESSAGES.range] });
      const status = await get(doctor.id, '/api/doctor/referral-table?status=lost&sort=price');
      expect(status.statusCode).toBe(422);
      expect(Object.keys(status.json().errors)).toEqual(expect.arrayContaining(['status']));
    });

    it('exports the filtered rows as CSV, whatever the page', async () => {
      const { doctor, ewa, first, third } = await practice();

      const response = await get(doctor.id, `/api/doctor/referral-table.csv?patient=${ewa.id}&perPage=1&page=5`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="referrals.csv"');
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(REFERRAL_CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(3);
      expect(lines[1]?.startsWith(`${third.id},2025-04-20,,Ewa Lis,${ewa.phone},Awaiting payment,2,`)).toBe(true);
      expect(lines[2]).toContain(first.id);
      expect(lines[2]?.endsWith(',31-147,Kraków,Długa 5/2')).toBe(true);
      expect((await get(doctor.id, '/api/doctor/referral-table.csv?from=nope')).statusCode).toBe(422);
    });
  });

  describe('statistics and the overview', () => {
    async function payFor(patientId: string, referral: DoctorReferral) {
      const headers = await signedIn(testApp.app, patientId);
      const items: PlaceOrderRequest['items'] = referral.tests.map((test) => ({
        id: test.id,
        patients: ['p1'],
        referral_id: referral.id,
      }));
      const payload = await confirmedByTheCart(testApp.app, checkoutRequest({ items }), headers);
      const placed = await testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
      const { order } = expectShape(placed.json(), PlaceOrderAnswer);
      const started = await testApp.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers });
      const payment = expectShape(started.json(), StartPaymentAnswer);
      const pay = formOf((await testApp.app.inject({ method: 'GET', url: payment.redirectUrl })).body, 'Pay');
      await testApp.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(pay).toString(),
      });
    }

    it('counts issued and paid per month, with conversion, revenue, commission and the top tests', async () => {
      const doctor = await createTestDoctor(testApp);
      const patient = await createTestPatient(testApp);
      const paid = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', { commission_option: '10/5' });
      await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', { examinations: [CHECKOUT_TESTS.vitaminD] });
      await payFor(patient.id, paid);
      const [stored] = await testApp.db.select().from(referrals).where(eq(referrals.id, paid.id));
      expect(stored?.status).toBe('awaiting_salary');

      const response = await get(doctor.id, '/api/doctor/referral-statistics');

      expect(response.statusCode).toBe(200);
      const statistics = expectShape(response.json(), ReferralStatistics);
      expect(statistics.months).toHaveLength(12);
      const revenue = paid.costMinor - paid.discountMinor;
      const commission = commissionOn(paid.costMinor, paid.discountMinor, 10);
      expect(statistics.totals).toEqual({
        issued: 2,
        paid: 1,
        conversionPercent: 50,
        revenueMinor: revenue,
        commissionMinor: commission,
      });
      expect(statistics.months.at(-1)).toMatchObject({ issued: 2, paid: 1, revenueMinor: revenue });
      expect(statistics.topTests[0]).toMatchObject({ id: CHECKOUT_TESTS.vitaminD, referrals: 2 });
      expect(statistics.topTests[0]?.name).not.toBe('');

      const overview = expectShape((await get(doctor.id, '/api/doctor/overview')).json(), DoctorOverview);
      expect(overview).toMatchObject({
        issued: 2,
        paid: 1,
        awaitingPayment: 1,
        commissionEarnedMinor: commission,
      });
      expect(overview.commissionPendingMinor).toBeGreaterThan(0);
      expect(overview.latest).toHaveLength(2);
      expect(overview.latest.find((row) => row.id === paid.id)).toMatchObject({
        statusWords: 'Awaiting salary calculation',
        editable: false,
      });
      expect(overview.latest.find((row) => row.id === paid.id)?.testDate).not.toBeNull();
    });

    it('answers months it cannot read with 422 by field', async () => {
      const doctor = await createTestDoctor(testApp);
      const answer = async (query: string) => (await get(doctor.id, `/api/doctor/referral-statistics?${query}`)).json();

      expect((await answer('from=2025-13&to=May')).errors).toEqual({
        from: [REFERRAL_TABLE_MESSAGES.month],
        to: [REFERRAL_TABLE_MESSAGES.month],
      });
      expect((await answer('from=2025-05&to=2025-04')).errors).toEqual({ to: [REFERRAL_TABLE_MESSAGES.monthRange] });
      expect((await answer('from=2020-01&to=2025-04')).errors).toEqual({ to: [REFERRAL_TABLE_MESSAGES.monthSpan] });
      const range = expectShape(await answer('from=2024-11&to=2025-02'), ReferralStatistics);
      expect(range.months.map((month) => month.month)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    });
  });

  describe('patients', () => {
    it("searches the doctor's own patients by name, PESEL or phone, and a whole PESEL of anyone", async () => {
      const { doctor, ewa, jan } = await practice();
      const stranger = await createTestPatient(testApp, { firstName: 'Zofia', lastName: 'Obca' });
      const search = async (q: string) =>
        expectShape(
          (await get(doctor.id, `/api/doctor/patient-search?q=${encodeURIComponent(q)}`)).json(),
          PatientSearchAnswer,
        ).patients;

      expect((await search('lis')).map((hit) => hit.id)).toEqual([ewa.id]);
      expect((await search('Jan Wr')).map((hit) => hit.id)).toEqual([jan.id]);
      expect((await search(ewa.pesel?.slice(0, 6) ?? '')).map((hit) => hit.id)).toContain(ewa.id);
      expect((await search(jan.phone.slice(2, 7))).map((hit) => hit.id)).toEqual([jan.id]);
      // Someone the doctor has never dealt with is found only by the whole number, never by a part of the name.
      expect(await search('Zofia')).toEqual([]);
      expect((await search(stranger.pesel?.slice(0, 8) ?? '')).map((hit) => hit.id)).not.toContain(stranger.id);
      expect(await search(stranger.pesel ?? '')).toEqual([
        { id: stranger.id, name: 'Zofia Obca', phone: stranger.phone, pesel: stranger.pesel },
      ]);
      expect(await search('99999999999')).toEqual([]);

      const short = await get(doctor.id, '/api/doctor/patient-search?q=a');
      expect(short.statusCode).toBe(422);
      expect(Object.keys(short.json().errors)).toEqual(['q']);
    });

    it("lists the doctor's patients with their referrals; another doctor's patient is 404", async () => {
      const { doctor, other, ewa, jan, first, third } = await practice();
      const sharing = await createTestPatient(testApp, { firstName: 'Adam', lastName: 'Abel' });
      await callAs(testApp, sharing.id, 'POST', `/api/profile/history/add-access/${doctor.id}`, { add_access: true });

      const list = expectShape((await get(doctor.id, '/api/doctor/practice-patients')).json(), PracticePatientsAnswer);
      expect(list.patients.map((patient) => [patient.name, patient.referrals, patient.sharesResults])).toEqual([
        ['Adam Abel', 0, true],
        ['Ewa Lis', 2, false],
        ['Jan Wróbel', 1, false],
      ]);
      const searched = await get(doctor.id, '/api/doctor/practice-patients?q=wr');
      expect(expectShape(searched.json(), PracticePatientsAnswer).patients.map((p) => p.id)).toEqual([jan.id]);

      const detail = expectShape(
        (await get(doctor.id, `/api/doctor/practice-patients/${ewa.id}`)).json(),
        PracticePatientAnswer,
      );
      expect(detail.referrals.map((row) => row.id)).toEqual([third.id, first.id]);

      const stranger = await createTestPatient(testApp);
      expect((await get(doctor.id, `/api/doctor/practice-patients/${stranger.id}`)).statusCode).toBe(404);
      expect((await get(doctor.id, '/api/doctor/practice-patients/not-an-id')).statusCode).toBe(404);
      // The other doctor referred Ewa too, but sees only their own referral of her.
      const theirs = expectShape(
        (await get(other.id, `/api/doctor/practice-patients/${ewa.id}`)).json(),
        PracticePatientAnswer,
      );
      expect(theirs.referrals).toHaveLength(1);
      expect((await get(other.id, `/api/doctor/practice-patients/${jan.id}`)).statusCode).toBe(404);
    });
  });

  describe('the quote before sending', () => {
    it("shows the patient's price with the doctor discount and the doctor's commission", async () => {
      const doctor = await createTestDoctor(testApp);
      const response = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referral-quote', {
        homeService: false,
        facility_id: CHECKOUT_FACILITY,
        examinations: [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin],
        commission_option: '5/10',
      });

      expect(response.statusCode).toBe(200);
      const quote = expectShape(response.json(), ReferralQuote);
      expect(quote.tests).toHaveLength(2);
      for (const test of quote.tests) expect(test.discountMinor).toBe(Math.ceil((test.priceMinor * 10) / 100));
      expect(quote).toMatchObject({
        discountPercent: 10,
        commissionPercent: 5,
        totalMinor: quote.costMinor - quote.discountMinor,
        commissionMinor: commissionOn(quote.costMinor, quote.discountMinor, 5),
      });
    });

    it('answers a form it cannot price with 422 by field', async () => {
      const doctor = await createTestDoctor(testApp);
      const response = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referral-quote', {
        homeService: true,
        examinations: [],
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['city_uuid', 'examinations']);
    });
  });
});

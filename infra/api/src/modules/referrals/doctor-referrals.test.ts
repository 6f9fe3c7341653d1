import { FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core/api/accounts';
import { UNKNOWN_PATIENT_MESSAGE } from '@labshop/shared-contracts/core/api/doctor-access';
import {
  DoctorReferral,
  DoctorReferralList,
  REFERRAL_FIELD_MESSAGES,
  REFERRAL_NOT_EDITABLE,
  REFERRAL_SMS_TOO_SOON,
} from '@labshop/shared-contracts/core/api/referrals';
import { eq } from 'drizzle-orm';
import { referrals } from '../../db/schema';
import { cityId } from '../../db/seed/cities';
import { facilityId } from '../../db/seed/facilities';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { sendAtOnce } from '../../testing/concurrent';
import { readOutbox } from '../../testing/outbox';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS } from '../orders/testing/checkout-factory';
import {
  callAs,
  createTestDoctor,
  createTestPatient,
  issueTestReferral,
  REFERRAL_CITY,
  referralRequest,
} from './testing/referral-factories';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('referrals a doctor issues', () => {
  let testApp: TestApp;
  // Each request a minute after the one before, so 'newest first' is the order of issue.
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  const textsTo = async (phone: string) =>
    (await readOutbox(testApp.outbox.sms)).filter((message) => message.to === phone);

  it('finds the patient by PESEL, prices the tests where the doctor chose and texts the patient a link', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp, { firstName: 'Ewa', lastName: 'Lis' });

    const response = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      pesel: patient.pesel,
      ...referralRequest({ commission_option: '10/5' }),
    });

    expect(response.statusCode).toBe(201);
    const referral = expectShape(response.json(), DoctorReferral);
    expect(referral).toMatchObject({
      status: 'awaiting_payment',
      statusWords: 'Awaiting payment',
      patient: { id: patient.id, name: 'Ewa Lis', phone: patient.phone },
      location: { kind: 'collection-point', facilityId: CHECKOUT_FACILITY },
      testsCount: 2,
      commissionOption: '10/5',
      commissionPercent: 10,
      discountPercent: 5,
      salaryMinor: null,
      paidAt: null,
    });
    expect(referral.tests.map((test) => test.id)).toEqual([CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin]);
    for (const test of referral.tests) {
      expect(test.available).toBe(true);
      expect(test.discountMinor).toBe(Math.ceil(((test.priceMinor ?? 0) * 5) / 100));
    }
    expect(referral.costMinor).toBe(referral.tests.reduce((sum, test) => sum + (test.priceMinor ?? 0), 0));
    expect(referral.totalMinor).toBe(referral.costMinor - referral.discountMinor);

    const texts = await textsTo(patient.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain('Dr Piotr Nowak has referred you for 2 tests');
    expect(texts[0]?.text).toContain(`/account/results#referral-${referral.id}`);
    // The test names stay out of a text message.
    expect(texts[0]?.text).not.toContain('Ferritin');
    expect(referral.smsSentAt).not.toBeNull();
  });

  it('finds the patient by phone, for a home visit in a city, and lists only the own referrals newest first', async () => {
    const doctor = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp, { firstName: 'Olga' });
    const patient = await createTestPatient(testApp);

    const first = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const byPhone = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      phone: patient.phone,
      homeService: true,
      city_uuid: REFERRAL_CITY,
      facility_id: null,
      examinations: [CHECKOUT_TESTS.vitaminB12],
    });
    expect(byPhone.statusCode).toBe(201);
    const second = expectShape(byPhone.json(), DoctorReferral);
    expect(second.location).toEqual({ kind: 'home-service', cityUuid: REFERRAL_CITY, cityName: 'Kraków' });
    expect(second).toMatchObject({ commissionOption: '15/0', discountPercent: 0, discountMinor: 0 });
    await issueTestReferral(testApp, other.id, patient.pesel ?? '');

    const list = expectShape(
      (await callAs(testApp, doctor.id, 'GET', '/api/doctor/referrals')).json(),
      DoctorReferralList,
    );
    expect(list.referrals.map((referral) => referral.id)).toEqual([second.id, first.id]);
  });

  it('is for verified doctors acting as doctor only', async () => {
    const patient = await createTestPatient(testApp);
    const asPatient = await createTestAccount(testApp.db);
    const pending = await createTestAccount(testApp.db, { roles: ['doctor'], doctorVerification: 'pending' });
    const rejected = await createTestAccount(testApp.db, { roles: ['doctor'], doctorVerification: 'rejected' });
    const payload = { pesel: patient.pesel, ...referralRequest() };

    for (const accountId of [asPatient.id, pending.id, rejected.id]) {
      const issued = await callAs(testApp, accountId, 'POST', '/api/doctor/referrals', payload);
      expect(issued.statusCode).toBe(403);
      expect(issued.json()).toEqual({ message: FORBIDDEN_MESSAGE });
      expect((await callAs(testApp, accountId, 'GET', '/api/doctor/referrals')).statusCode).toBe(403);
    }
    expect((await callAs(testApp, null, 'POST', '/api/doctor/referrals', payload)).statusCode).toBe(401);
    expect(await textsTo(patient.phone)).toEqual([]);
  });

  it('refuses whoever may not issue referrals before looking at a form they may not send', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const pending = await createTestAccount(testApp.db, { roles: ['doctor'], doctorVerification: 'pending' });
    const broken = { homeService: 'yes', examinations: 'all' };

    for (const [method, url] of [
      ['POST', '/api/doctor/referrals'],
      ['PUT', `/api/doctor/referrals/${referral.id}`],
      ['POST', `/api/referralGroups/save-referral-doctor-data/${referral.id}`],
    ] as const) {
      const refused = await callAs(testApp, pending.id, method, url, broken);
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 403,
        body: { message: FORBIDDEN_MESSAGE },
      });
      expect({ url, status: (await callAs(testApp, null, method, url, broken)).statusCode }).toEqual({
        url,
        status: 401,
      });
    }
    const noSuchReferral = await callAs(testApp, doctor.id, 'PUT', '/api/doctor/referrals/not-an-id', broken);
    expect(noSuchReferral.statusCode).toBe(404);
  });

  it('answers a form of the wrong shape with 422 on each field, and a request without a body as an empty form', async () => {
    const doctor = await createTestDoctor(testApp);

    const wrong = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      homeService: 'yes',
      examinations: 'all',
    });
    const missing = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals');

    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ homeService: ['must be true or false'], examinations: ['must be a list'] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ homeService: ['is required'], examinations: ['is required'] });
  });

  it.each([
    [
      'an unknown test',
      { examinations: [CHECKOUT_TESTS.vitaminD, UNKNOWN_ID] },
      'examinations.1',
      REFERRAL_FIELD_MESSAGES.unknownTest,
    ],
    ['no tests', { examinations: [] }, 'examinations', REFERRAL_FIELD_MESSAGES.noTests],
    [
      'a test the collection point does not offer',
      { facility_id: facilityId('wroclaw-powstancow-slaskich'), examinations: [CHECKOUT_TESTS.ferritin] },
      'examinations.0',
      REFERRAL_FIELD_MESSAGES.testUnavailable,
    ],
    ['an unknown collection point', { facility_id: UNKNOWN_ID }, 'facility_id', 'no collection point has this id'],
    ['no collection point', { facility_id: null }, 'facility_id', REFERRAL_FIELD_MESSAGES.facilityRequired],
    ['an unknown city', { homeService: true, city_uuid: UNKNOWN_ID }, 'city_uuid', 'no city has this id'],
    ['a home visit without a city', { homeService: true }, 'city_uuid', REFERRAL_FIELD_MESSAGES.cityRequired],
    [
      'a city without home visits',
      { homeService: true, city_uuid: cityId('katowice') },
      'city_uuid',
      'home service is not offered in this city',
    ],
  ])('refuses %s with a message on that field', async (_case, overrides, field, message) => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);

    const response = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      pesel: patient.pesel,
      ...referralRequest(overrides),
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it.each([
    ['a PESEL with a wrong check digit', { pesel: '44051401358' }, 'pesel'],
    ['a phone that is not 9 digits', { phone: '12345' }, 'phone'],
    ['neither PESEL nor phone', {}, 'pesel'],
  ])('refuses %s', async (_case, who, field) => {
    const doctor = await createTestDoctor(testApp);
    const response = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      ...who,
      ...referralRequest(),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('says it cannot find a patient nobody has, together with the other fields', async () => {
    const doctor = await createTestDoctor(testApp);
    const response = await callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', {
      phone: '999888777',
      ...referralRequest({ examinations: [UNKNOWN_ID] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      phone: [UNKNOWN_PATIENT_MESSAGE],
      'examinations.0': [REFERRAL_FIELD_MESSAGES.unknownTest],
    });
  });

  it('lets the doctor edit the referral while it awaits payment, by PUT or by the spec’s own path', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');

    const put = await callAs(testApp, doctor.id, 'PUT', `/api/doctor/referrals/${referral.id}`, {
      homeService: true,
      city_uuid: REFERRAL_CITY,
      examinations: [CHECKOUT_TESTS.vitaminB12],
      commission_option: '5/10',
    });
    expect(put.statusCode).toBe(200);
    expect(expectShape(put.json(), DoctorReferral)).toMatchObject({
      location: { kind: 'home-service', cityUuid: REFERRAL_CITY },
      tests: [expect.objectContaining({ id: CHECKOUT_TESTS.vitaminB12 })],
      commissionOption: '5/10',
    });

    const saved = await callAs(
      testApp,
      doctor.id,
      'POST',
      `/api/referralGroups/save-referral-doctor-data/${referral.id}`,
      { homeService: false, city_uuid: null, facility_id: CHECKOUT_FACILITY, examinations: [CHECKOUT_TESTS.ferritin] },
    );
    expect(saved.statusCode).toBe(200);
    // Left out, the commission option stays as it was.
    expect(expectShape(saved.json(), DoctorReferral)).toMatchObject({
      location: { kind: 'collection-point', facilityId: CHECKOUT_FACILITY },
      tests: [expect.objectContaining({ id: CHECKOUT_TESTS.ferritin })],
      commissionOption: '5/10',
      issuedAt: referral.issuedAt,
    });

    const invalid = await callAs(testApp, doctor.id, 'PUT', `/api/doctor/referrals/${referral.id}`, {
      homeService: false,
      facility_id: CHECKOUT_FACILITY,
      examinations: [UNKNOWN_ID],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ 'examinations.0': [REFERRAL_FIELD_MESSAGES.unknownTest] });
  });

  it('keeps other doctors out of a referral and refuses edits once it is paid', async () => {
    const doctor = await createTestDoctor(testApp);
    const other = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const edit = referralRequest({ examinations: [CHECKOUT_TESTS.ferritin] });

    for (const [method, url] of [
      ['PUT', `/api/doctor/referrals/${referral.id}`],
      ['POST', `/api/doctor/referrals/${referral.id}/send-sms`],
      ['PUT', `/api/doctor/referrals/not-an-id`],
    ] as const) {
      expect((await callAs(testApp, other.id, method, url, edit)).statusCode).toBe(404);
    }

    await testApp.db.update(referrals).set({ status: 'awaiting_salary' }).where(eq(referrals.id, referral.id));
    const late = await callAs(testApp, doctor.id, 'PUT', `/api/doctor/referrals/${referral.id}`, edit);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: REFERRAL_NOT_EDITABLE });
  });

  it('texts the referral to the patient again when the doctor asks', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');

    const resent = await callAs(testApp, doctor.id, 'POST', `/api/doctor/referrals/${referral.id}/send-sms`);

    expect(resent.statusCode).toBe(200);
    const answer = expectShape(resent.json(), DoctorReferral);
    expect(Date.parse(answer.smsSentAt ?? '')).toBeGreaterThan(Date.parse(referral.smsSentAt ?? ''));
    const texts = await textsTo(patient.phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]?.text).toContain(`#referral-${referral.id}`);
  });
});

describe('texting a referral again', () => {
  let testApp: TestApp;
  // The clock stands still unless a test moves it.
  let now = Date.parse('2026-06-01T09:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date(now) });
  });
  afterAll(() => testApp.close());

  it('waits a minute after the last text, so a patient’s phone is never flooded', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const resend = () => callAs(testApp, doctor.id, 'POST', `/api/doctor/referrals/${referral.id}/send-sms`);

    now += 59_000;
    const tooSoon = await Promise.all([resend(), resend()]);
    expect(tooSoon.map((response) => response.statusCode)).toEqual([429, 429]);
    expect(tooSoon[0]?.json()).toEqual({ message: REFERRAL_SMS_TOO_SOON });

    now += 1_000;
    const atOnce = await Promise.all([resend(), resend(), resend()]);
    expect(atOnce.map((response) => response.statusCode).sort()).toEqual([200, 429, 429]);
    const texts = (await readOutbox(testApp.outbox.sms)).filter((message) => message.to === patient.phone);
    expect(texts).toHaveLength(2);
  });

  it('texts one patient at most 5 referral messages a day, whichever doctors send them', async () => {
    const [first, second] = [await createTestDoctor(testApp), await createTestDoctor(testApp)];
    const patient = await createTestPatient(testApp);
    const issued: DoctorReferral[] = [];
    for (const doctor of [first, second, first, second, first]) {
      issued.push(await issueTestReferral(testApp, doctor.id, patient.pesel ?? ''));
    }
    const sixth = await issueTestReferral(testApp, second.id, patient.pesel ?? '');
    now += 60_000;
    const resent = await callAs(testApp, first.id, 'POST', `/api/doctor/referrals/${issued[0]?.id}/send-sms`);

    expect(issued.every((referral) => referral.smsSentAt !== null)).toBe(true);
    // The referral stands; only its text waits for the doctor to send it another day.
    expect(sixth).toMatchObject({ status: 'awaiting_payment', smsSentAt: null });
    expect([resent.statusCode, resent.json()]).toEqual([
      429,
      { message: 'This patient has received as many referral messages as one day allows. Try again tomorrow.' },
    ]);
    const texts = (await readOutbox(testApp.outbox.sms)).filter((message) => message.to === patient.phone);
    expect(texts).toHaveLength(5);

    now += 24 * 60 * 60_000;
    const nextDay = await callAs(testApp, second.id, 'POST', `/api/doctor/referrals/${sixth.id}/send-sms`);
    expect(nextDay.statusCode).toBe(200);
    expect(expectShape(nextDay.json(), DoctorReferral).smsSentAt).not.toBeNull();
  });

  it('texts exactly 5 of 20 referrals issued at once for one patient', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);

    const { statuses, responses } = await sendAtOnce(20, () =>
      callAs(testApp, doctor.id, 'POST', '/api/doctor/referrals', { pesel: patient.pesel, ...referralRequest() }),
    );

    expect(statuses).toEqual({ 201: 20 });
    const texted = responses.filter((response) => expectShape(response.json(), DoctorReferral).smsSentAt !== null);
    expect(texted).toHaveLength(5);
    const texts = (await readOutbox(testApp.outbox.sms)).filter((message) => message.to === patient.phone);
    expect(texts).toHaveLength(5);
  });
});

import {
  DoctorReferralList,
  REFERRAL_PATHS,
  ReferralsOverview,
  type DoctorReferral,
} from '@labshop/shared-contracts/core/api/referrals';
import { ORDER_TOKEN_HEADER } from '@labshop/shared-contracts/core/api/orders';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { createTestDoctor, createTestPatient, issueTestReferral, referralRequest } from './testing/referral-factories';

type CallerName =
  | 'the doctor who issued it'
  | 'the same doctor acting as patient'
  | 'the patient it is for'
  | 'another verified doctor'
  | 'another patient'
  | 'an administrator'
  | 'a guest holding an order token'
  | 'nobody signed in';

/** What a caller sees of the referral, on the doctor's list and on the patient's overview. */
interface Sight {
  doctorList: 'lists it' | 'lists others only' | 'refused: not acting as doctor' | 'refused: not signed in';
  patientOverview: 'lists it' | 'lists others only' | 'refused: not signed in';
}

describe('who sees a referral', () => {
  let testApp: TestApp;
  let referral: DoctorReferral;
  const headersOf = {} as Record<CallerName, Record<string, string>>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, db } = testApp;
    const doctor = await createTestAccount(db, {
      roles: ['patient', 'doctor'],
      doctorVerification: 'verified',
      pesel: testPesel('1975-06-01', 'm'),
      birthDate: '1975-06-01',
      sex: 'm',
    });
    const patient = await createTestPatient(testApp);
    const otherDoctor = await createTestDoctor(testApp);
    const admin = await createTestAccount(db, { roles: ['patient', 'admin'] });
    Object.assign(headersOf, {
      'the doctor who issued it': await signedInAs(app, doctor.id, 'doctor'),
      'the same doctor acting as patient': await signedIn(app, doctor.id),
      'the patient it is for': await signedIn(app, patient.id),
      'another verified doctor': await signedIn(app, otherDoctor.id),
      'another patient': await signedIn(app, (await createTestPatient(testApp)).id),
      'an administrator': await signedInAs(app, admin.id, 'admin'),
      'a guest holding an order token': { [ORDER_TOKEN_HEADER]: 'a-token-of-some-order' },
      'nobody signed in': {},
    } satisfies Record<CallerName, Record<string, string>>);
    referral = await issueAs('the doctor who issued it', patient.pesel ?? '');
    // The other doctor's own referral for the same patient, and one for the issuing doctor as a patient: each
    // list then holds something, so an empty answer cannot pass for a filtered one.
    await issueTestReferral(testApp, otherDoctor.id, patient.pesel ?? '');
    await issueTestReferral(testApp, otherDoctor.id, doctor.pesel ?? '');
  });
  afterAll(() => testApp.close());

  async function issueAs(caller: CallerName, pesel: string): Promise<DoctorReferral> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/${REFERRAL_PATHS.doctorReferrals}`,
      headers: headersOf[caller],
      payload: { pesel, ...referralRequest() },
    });
    expect(response.statusCode).toBe(201);
    return response.json<DoctorReferral>();
  }

  async function doctorList(caller: CallerName): Promise<Sight['doctorList']> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${REFERRAL_PATHS.doctorReferrals}`,
      headers: headersOf[caller],
    });
    if (response.statusCode === 401) return 'refused: not signed in';
    if (response.statusCode === 403) return 'refused: not acting as doctor';
    const ids = expectShape(response.json(), DoctorReferralList).referrals.map((shown) => shown.id);
    return ids.includes(referral.id) ? 'lists it' : 'lists others only';
  }

  async function patientOverview(caller: CallerName): Promise<Sight['patientOverview']> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${REFERRAL_PATHS.patientReferrals}`,
      headers: headersOf[caller],
    });
    if (response.statusCode === 401) return 'refused: not signed in';
    const groups = expectShape(response.json(), ReferralsOverview).patients;
    const ids = groups.flatMap((group) => group.referrals.map((shown) => shown.id));
    return ids.includes(referral.id) ? 'lists it' : 'lists others only';
  }

  it.each<[CallerName, Sight]>([
    ['the doctor who issued it', { doctorList: 'lists it', patientOverview: 'lists others only' }],
    [
      'the same doctor acting as patient',
      { doctorList: 'refused: not acting as doctor', patientOverview: 'lists others only' },
    ],
    ['the patient it is for', { doctorList: 'refused: not acting as doctor', patientOverview: 'lists it' }],
    ['another verified doctor', { doctorList: 'lists others only', patientOverview: 'lists others only' }],
    ['another patient', { doctorList: 'refused: not acting as doctor', patientOverview: 'lists others only' }],
    ['an administrator', { doctorList: 'refused: not acting as doctor', patientOverview: 'lists others only' }],
    [
      'a guest holding an order token',
      { doctorList: 'refused: not signed in', patientOverview: 'refused: not signed in' },
    ],
    ['nobody signed in', { doctorList: 'refused: not signed in', patientOverview: 'refused: not signed in' }],
  ])('%s', async (caller, expected) => {
    expect({ doctorList: await doctorList(caller), patientOverview: await patientOverview(caller) }).toEqual(expected);
  });

  it.each<[CallerName, number]>([
    ['another verified doctor', 404],
    ['the patient it is for', 403],
    ['the same doctor acting as patient', 403],
    ['an administrator', 403],
    ['nobody signed in', 401],
  ])('%s cannot edit it or text its link again (%i)', async (caller, status) => {
    const edit = await testApp.app.inject({
      method: 'PUT',
      url: `/api/${REFERRAL_PATHS.doctorReferral(referral.id)}`,
      headers: headersOf[caller],
      payload: referralRequest(),
    });
    const resend = await testApp.app.inject({
      method: 'POST',
      url: `/api/${REFERRAL_PATHS.sendSms(referral.id)}`,
      headers: headersOf[caller],
    });
    expect([edit.statusCode, resend.statusCode]).toEqual([status, status]);
    if (status === 404)
      expect([edit.json(), resend.json()]).toEqual([{ message: 'Not Found' }, { message: 'Not Found' }]);
  });

  it('lets the doctor who issued it edit it', async () => {
    const edit = await testApp.app.inject({
      method: 'PUT',
      url: `/api/${REFERRAL_PATHS.doctorReferral(referral.id)}`,
      headers: headersOf['the doctor who issued it'],
      payload: referralRequest(),
    });
    expect(edit.statusCode).toBe(200);
  });
});

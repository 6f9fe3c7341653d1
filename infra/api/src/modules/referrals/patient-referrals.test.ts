import { ReferralsOverview } from '@labshop/shared-contracts/core/api/referrals';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS } from '../orders/testing/checkout-factory';
import {
  callAs,
  createTestDoctor,
  createTestPatient,
  issueTestReferral,
  REFERRAL_CITY,
} from './testing/referral-factories';

describe('the referrals a patient sees', () => {
  let testApp: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  const overviewOf = async (accountId: string) => {
    const response = await callAs(testApp, accountId, 'GET', '/api/referrals');
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), ReferralsOverview);
  };

  it('lists the account’s referrals newest first, with the doctor, the tests at today’s prices and the status', async () => {
    const doctor = await createTestDoctor(testApp, { firstName: 'Marek', lastName: 'Zając' });
    const patient = await createTestPatient(testApp, { firstName: 'Ewa', lastName: 'Lis' });
    const older = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', { commission_option: '5/10' });
    const newer = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', {
      homeService: true,
      city_uuid: REFERRAL_CITY,
      facility_id: null,
      examinations: [CHECKOUT_TESTS.vitaminB12],
    });

    const overview = await overviewOf(patient.id);

    expect(overview.patients).toHaveLength(1);
    const [group] = overview.patients;
    expect(group?.patient).toEqual({ id: patient.id, firstName: 'Ewa', lastName: 'Lis' });
    expect(group?.referrals.map((referral) => referral.id)).toEqual([newer.id, older.id]);
    const shown = group?.referrals[1];
    expect(shown).toMatchObject({
      doctor: { id: doctor.id, name: 'Marek Zając' },
      status: 'awaiting_payment',
      statusWords: 'Awaiting payment',
      location: { kind: 'collection-point', facilityId: CHECKOUT_FACILITY },
      discountPercent: 10,
      canBuy: true,
      costMinor: older.costMinor,
      totalMinor: older.totalMinor,
    });
    expect(shown?.tests.map((test) => [test.id, test.priceMinor])).toEqual(
      older.tests.map((test) => [test.id, test.priceMinor]),
    );
    expect(shown?.discountMinor).toBeGreaterThan(0);
  });

  it('shows another account nothing of them', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const stranger = await createTestAccount(testApp.db);

    expect(await overviewOf(stranger.id)).toEqual({ patients: [] });
    // The doctor who issued it reads it in the doctor's area, never among their own referrals as a patient.
    expect(await overviewOf(doctor.id)).toEqual({ patients: [] });
    expect((await callAs(testApp, null, 'GET', '/api/referrals')).statusCode).toBe(401);
  });
});

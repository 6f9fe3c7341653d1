import { DoctorReferral, type IssueReferralRequest } from '@labshop/shared-contracts/core/api/referrals';
import { cityId } from '../../../db/seed/cities';
import { createTestAccount, signedIn } from '../../../testing/account-factories';
import type { TestApp } from '../../../testing/create-test-app';
import { expectShape } from '../../../testing/expect-shape';
import { testPesel } from '../../../testing/identity-numbers';
import { TEST_DOCTOR_PWZ } from '../../doctors/testing/profile-update';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS } from '../../orders/testing/checkout-factory';

export const REFERRAL_CITY = cityId('krakow');

/** A doctor whose licence number the shop has checked, acting as doctor. */
export function createTestDoctor(testApp: TestApp, overrides: { firstName?: string; lastName?: string } = {}) {
  return createTestAccount(testApp.db, {
    firstName: overrides.firstName ?? 'Piotr',
    lastName: overrides.lastName ?? 'Nowak',
    roles: ['doctor'],
    doctorVerification: 'verified',
    pwz: TEST_DOCTOR_PWZ,
  });
}

/** A patient account with a PESEL, as a doctor would find them. */
export function createTestPatient(testApp: TestApp, overrides: { firstName?: string; lastName?: string } = {}) {
  return createTestAccount(testApp.db, {
    pesel: testPesel('1988-02-14', 'f'),
    birthDate: '1988-02-14',
    sex: 'f',
    ...overrides,
  });
}

/** A referral's data: two tests at the checkout's collection point, unless told otherwise. */
export function referralRequest(overrides: Partial<IssueReferralRequest> = {}): IssueReferralRequest {
  return {
    homeService: false,
    facility_id: CHECKOUT_FACILITY,
    examinations: [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin],
    ...overrides,
  };
}

export async function callAs(
  testApp: TestApp,
  accountId: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  const headers = accountId === null ? {} : await signedIn(testApp.app, accountId);
  return testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A referral the doctor issued for the patient, as the API answered it. */
export async function issueTestReferral(
  testApp: TestApp,
  doctorId: string,
  patientPesel: string,
  overrides: Partial<IssueReferralRequest> = {},
): Promise<DoctorReferral> {
  const response = await callAs(testApp, doctorId, 'POST', '/api/doctor/referrals', {
    pesel: patientPesel,
    ...referralRequest(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`The referral was not issued: ${response.body}`);
  return expectShape(response.json(), DoctorReferral);
}

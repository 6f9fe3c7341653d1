import { PROFILE_PARTS, type DoctorProfileUpdate } from '@labshop/shared-contracts/core/api/doctor-profile';
import { CHECKOUT_FACILITY } from '../../orders/testing/checkout-factory';

/** The doctor's profile page's address. */
export const DOCTOR_PROFILE_PATH = '/api/doctor/profile';

/** The licence number test doctors are verified with: saving it again in the profile keeps them verified. */
export const TEST_DOCTOR_PWZ = '4482916';

/** A profile that saves: a company with a valid NIP, a valid licence number and a valid Polish IBAN. */
export function profileUpdate(overrides: Partial<DoctorProfileUpdate> = {}): DoctorProfileUpdate {
  return {
    aboutMe: 'I look after hearts and blood pressure.',
    treatedDiseases: ['Hypertension', '  ', 'Arrhythmia'],
    education: ['Jagiellonian University Medical College'],
    specializations: ['Cardiologist', 'Hypertensiologist'],
    internships: ['John Paul II Hospital, Kraków'],
    languages: ['Polish', 'English'],
    mainCategory: 'Cardiologist',
    facilityId: CHECKOUT_FACILITY,
    services: ['Blood pressure review'],
    meetingTypes: ['meet', 'phone_call'],
    pwz: TEST_DOCTOR_PWZ,
    commissionOption: '10/5',
    individual: false,
    companyName: 'Praktyka Lekarska Łucja Żak',
    nip: '123-456-32-18',
    bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    published: [...PROFILE_PARTS],
    ...overrides,
  };
}

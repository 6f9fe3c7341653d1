import {
  DOCTOR_PROFILE_MESSAGES,
  PROFILE_PARTS,
  doctorProfileErrors,
  type DoctorProfileUpdate,
} from './doctor-profile';
import { MEDICAL_SPECIALTIES } from './medical-specialties';
import { BANK_ACCOUNT_MESSAGES } from '../domain/validators/iban';
import { NIP_MESSAGES } from '../domain/validators/nip';
import { PWZ_MESSAGES } from '../domain/validators/pwz';

const valid: DoctorProfileUpdate = {
  aboutMe: '',
  treatedDiseases: [],
  education: [],
  specializations: ['Allergist'],
  internships: [],
  languages: [],
  mainCategory: 'Allergist',
  facilityId: null,
  services: [],
  meetingTypes: ['online'],
  pwz: '4482916',
  commissionOption: '5/5',
  individual: true,
  companyName: '',
  nip: '',
  bankAccount: '61 1090 1014 0000 0712 1981 2874',
  published: [...PROFILE_PARTS],
};

describe('doctorProfileErrors', () => {
  it('has more than 100 medical specialty categories to choose from', () => {
    expect(new Set(MEDICAL_SPECIALTIES).size).toBeGreaterThan(100);
  });

  it('accepts a complete profile of an individual', () => {
    expect(doctorProfileErrors(valid)).toEqual({});
  });

  it.each<[string, Partial<DoctorProfileUpdate>, string, string]>([
    ['a licence number with a wrong check digit', { pwz: '5482916' }, 'pwz', PWZ_MESSAGES.invalid],
    ['a licence number of six digits', { pwz: '448291' }, 'pwz', PWZ_MESSAGES.length],
    ['no licence number', { pwz: ' ' }, 'pwz', PWZ_MESSAGES.required],
    [
      'a NIP with a wrong checksum',
      { individual: false, companyName: 'Med', nip: '1234563219' },
      'nip',
      NIP_MESSAGES.invalid,
    ],
    ['a company without its NIP', { individual: false, companyName: 'Med', nip: '' }, 'nip', NIP_MESSAGES.required],
    [
      'an account number with wrong check digits',
      { bankAccount: 'PL62109010140000071219812874' },
      'bankAccount',
      BANK_ACCOUNT_MESSAGES.invalid,
    ],
    ['no bank account', { bankAccount: '' }, 'bankAccount', BANK_ACCOUNT_MESSAGES.required],
    [
      'a commission pair the shop does not offer',
      { commissionOption: '15/15' },
      'commissionOption',
      DOCTOR_PROFILE_MESSAGES.commissionRequired,
    ],
    ['no main category', { mainCategory: '' }, 'mainCategory', DOCTOR_PROFILE_MESSAGES.mainCategoryRequired],
    [
      'a specialization not on the list',
      { specializations: ['Wizard'] },
      'specializations',
      DOCTOR_PROFILE_MESSAGES.unknownCategory,
    ],
    ['an unknown meeting type', { meetingTypes: ['fax'] }, 'meetingTypes', DOCTOR_PROFILE_MESSAGES.unknownMeetingType],
    ['an unknown part to publish', { published: ['pesel'] }, 'published', DOCTOR_PROFILE_MESSAGES.unknownPart],
  ])('names the field of %s', (_case, change, field, message) => {
    expect(doctorProfileErrors({ ...valid, ...change })).toEqual({ [field]: message });
  });
});

import { doctorProfileErrors, type DoctorProfile, type DoctorProfileUpdate } from '@labshop/shared-contracts/core';

/** The form's values: lists as text with one entry a line, the facility '' for none. */
export interface ProfileValues {
  aboutMe: string;
  treatedDiseases: string;
  education: string;
  internships: string;
  languages: string;
  services: string;
  specializations: string[];
  mainCategory: string;
  facilityId: string;
  meetingTypes: string[];
  pwz: string;
  commissionOption: string;
  billing: 'individual' | 'company';
  companyName: string;
  nip: string;
  bankAccount: string;
  published: string[];
}

/** Every field the form shows, by the name the API gives its errors. */
export const PROFILE_FIELDS = [
  'aboutMe',
  'treatedDiseases',
  'education',
  'internships',
  'languages',
  'services',
  'specializations',
  'mainCategory',
  'facilityId',
  'meetingTypes',
  'pwz',
  'commissionOption',
  'companyName',
  'nip',
  'bankAccount',
  'published',
] as const;

const lines = (text: string) => text.split('\n');

export function profileToValues(profile: DoctorProfile): ProfileValues {
  return {
    aboutMe: profile.aboutMe,
    treatedDiseases: profile.treatedDiseases.join('\n'),
    education: profile.education.join('\n'),
    internships: profile.internships.join('\n'),
    languages: profile.languages.join('\n'),
    services: profile.services.join('\n'),
    specializations: profile.specializations,
    mainCategory: profile.mainCategory,
    facilityId: profile.facilityId ?? '',
    meetingTypes: profile.meetingTypes,
    pwz: profile.pwz,
    commissionOption: profile.commissionOption,
    billing: profile.individual ? 'individual' : 'company',
    companyName: profile.companyName,
    nip: profile.nip,
    bankAccount: profile.bankAccount,
    published: profile.published,
  };
}

export function toProfileUpdate(values: Partial<ProfileValues>): DoctorProfileUpdate {
  return {
    aboutMe: values.aboutMe ?? '',
    treatedDiseases: lines(values.treatedDiseases ?? ''),
    education: lines(values.education ?? ''),
    internships: lines(values.internships ?? ''),
    languages: lines(values.languages ?? ''),
    services: lines(values.services ?? ''),
    specializations: values.specializations ?? [],
    mainCategory: values.mainCategory ?? '',
    facilityId: values.facilityId ? values.facilityId : null,
    meetingTypes: values.meetingTypes ?? [],
    pwz: values.pwz ?? '',
    commissionOption: values.commissionOption ?? '',
    individual: values.billing !== 'company',
    companyName: values.companyName ?? '',
    nip: values.nip ?? '',
    bankAccount: values.bankAccount ?? '',
    published: values.published ?? [],
  };
}

/** The same rule the API checks with, so a field says what is wrong before the form is sent. */
export function validateProfileValues(values: Partial<ProfileValues>): Record<string, string> {
  return doctorProfileErrors(toProfileUpdate(values));
}

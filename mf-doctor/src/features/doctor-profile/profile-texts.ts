import {
  DOCTOR_PROFILE_TEXTS,
  commissionShares,
  type CommissionOption,
  type ProfilePart,
} from '@labshop/shared-contracts/core';

/** What the profile screen says, in one place so tests and screens agree. */
export const PROFILE_TEXTS = {
  heading: 'Profile',
  loading: 'Loading your profile…',
  loadFailed: 'Your profile could not be loaded.',
  /** Spec §8, word for word: a page the visitor may not open. */
  forbidden: 'You do not have rights to the resource',
  formLabel: 'Profile and payout settings',
  firstTimeTitle: 'Your public card is not published yet',
  firstTimeHint:
    'Fill in your profile and save it: patients then find your card, with the parts you choose to publish.',
  cardLink: 'See your public card',
  aboutSection: 'About you',
  practiceSection: 'Your practice',
  payoutSection: 'Payout settings',
  publishSection: 'Your public card',
  aboutMe: 'About me',
  oneAPerLine: 'One a line.',
  treatedDiseases: 'Treated diseases',
  education: 'Education',
  internships: 'Internships',
  languages: 'Languages',
  services: 'Services',
  mainCategory: 'Main medical category',
  chooseCategory: 'Choose a category',
  specializations: 'Specializations',
  findSpecialization: 'Find a specialization',
  findSpecializationHint: (count: number) => `Type part of its name; ${count} categories to choose from.`,
  specializationsChosen: (count: number) => (count === 0 ? 'None chosen yet.' : `${count} chosen.`),
  facility: 'Facility',
  noFacility: 'No facility',
  meetingTypes: 'Meeting types',
  pwz: 'Medical licence number (PWZ)',
  pwzHint: '7 digits.',
  licenceRecheckTitle: 'A new licence number is verified again',
  licenceRecheckBody:
    'When you save it, your account goes back to awaiting verification: an administrator checks the new number, ' +
    'and until then you cannot issue referrals or use the doctor area.',
  commissionOption: 'Default commission option',
  commissionHint: 'Preselected on every new referral; you can change it on each one.',
  billing: 'You are paid as',
  individual: 'An individual',
  company: 'A company',
  companyName: 'Company name',
  nip: 'NIP',
  nipHint: '10 digits.',
  bankAccount: 'Bank account number',
  bankAccountHint: '26 digits of a Polish account, with or without PL.',
  published: 'Show on my public card',
  publishedHint: 'Your name and main category are always shown; payout settings never are.',
  save: 'Save the changes',
  ...DOCTOR_PROFILE_TEXTS,
} as const;

/** The parts of the card as the publish choices name them. */
export const PART_NAMES: Record<ProfilePart, string> = {
  aboutMe: 'About me',
  treatedDiseases: 'Treated diseases',
  education: 'Education',
  specializations: 'Specializations',
  internships: 'Internships',
  languages: 'Languages',
  facility: 'Facility',
  services: 'Services',
  meetingTypes: 'Meeting types',
};

/** '10/5' → '10% commission for you, 5% discount for the patient'. */
export function commissionInWords(option: CommissionOption): string {
  const { doctorPercent, patientPercent } = commissionShares(option);
  return `${doctorPercent}% commission for you, ${patientPercent}% discount for the patient`;
}

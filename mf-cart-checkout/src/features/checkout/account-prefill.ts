import { ACCOUNT_PATHS, PatientList, Profile, type AccountPatient, type Sex } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import type { PatientDetails } from './checkout-values';

/** The people a signed-in account knows: its holder (whose patient id is the account's id) and the patients it added. */
export interface AccountPeople {
  userId: string;
  holder: Profile;
  patients: AccountPatient[];
}

interface KnownPerson {
  firstName: string;
  lastName: string;
  pesel: string | null;
  birthDate: string | null;
  sex: Sex | null;
}

export async function loadAccountPeople(userId: string, client = getApiClient()): Promise<AccountPeople> {
  const [holder, list] = await Promise.all([
    client.request(ACCOUNT_PATHS.profile, { answer: Profile }),
    client.request(ACCOUNT_PATHS.patients, { answer: PatientList }),
  ]);
  return { userId, holder, patients: list.patients };
}

const sameName = (person: KnownPerson, details: PatientDetails) =>
  person.firstName.trim().toLowerCase() === details.firstName.trim().toLowerCase() &&
  person.lastName.trim().toLowerCase() === details.lastName.trim().toLowerCase();

/**
 * Whom of the account a person of the checkout is: the holder for the one person of a cart without patients (the
 * buyer) or for the holder's own patient id, an added patient by id, or else whoever has the same names.
 */
function personFor(details: PatientDetails, people: AccountPeople, firstPatientId: string): KnownPerson | undefined {
  if (details.patientId === firstPatientId || details.patientId === people.userId) return people.holder;
  const everyone: KnownPerson[] = [people.holder, ...people.patients];
  return (
    people.patients.find((patient) => patient.id === details.patientId) ??
    everyone.find((person) => sameName(person, details))
  );
}

/**
 * A person's details with what the account knows of them filled into the fields still empty (names, PESEL or the
 * 'no PESEL number' option, date of birth, sex): what the buyer typed is never replaced. Null when nothing changes.
 */
export function prefilledDetails(
  details: PatientDetails,
  people: AccountPeople,
  firstPatientId: string,
): PatientDetails | null {
  const person = personFor(details, people, firstPatientId);
  if (!person) return null;
  const filled: PatientDetails = {
    ...details,
    firstName: details.firstName || person.firstName,
    lastName: details.lastName || person.lastName,
    birthDate: details.birthDate || (person.birthDate ?? ''),
    sex: details.sex || (person.sex ?? ''),
  };
  if (!details.noPesel && details.pesel === '') {
    if (person.pesel) filled.pesel = person.pesel;
    // The account holds this person without a PESEL number: the date of birth and sex identify them instead.
    else if (person.birthDate && person.sex) filled.noPesel = true;
  }
  const changed = (Object.keys(filled) as (keyof PatientDetails)[]).some((key) => filled[key] !== details[key]);
  return changed ? filled : null;
}

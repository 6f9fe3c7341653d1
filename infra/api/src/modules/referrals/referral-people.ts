import type { AccountsService } from '../accounts/service';
import type { ReferralRecord, StoredReferral } from './referral-record';

/** What referrals ask of accounts about the people on them: names for both sides, the patient's phone. */
export type ReferralPeople = Pick<AccountsService['directory'], 'namesOf' | 'phonesOf'>;

/** The names and patients' phones accounts answered, by account id. */
export interface KnownPeople {
  names: ReadonlyMap<string, { firstName: string; lastName: string }>;
  phones: ReadonlyMap<string, string>;
}

/**
 * Asks accounts once for the doctors' and patients' names and the patients' phones. Asked before a transaction
 * rather than inside it, so a referral being written never waits on a second connection.
 */
export async function lookUpPeople(
  people: ReferralPeople,
  doctorIds: readonly string[],
  patientIds: readonly string[],
): Promise<KnownPeople> {
  const patients = [...new Set(patientIds)];
  const [names, phones] = await Promise.all([
    people.namesOf([...new Set([...doctorIds, ...patients])]),
    people.phonesOf(patients),
  ]);
  return { names, phones };
}

/**
 * The referrals with their doctor and patient named, and the patient's phone (shown to the doctor and texted the
 * link), as accounts hold them. A referral whose account is gone is left out, as it always was.
 */
export function named(records: readonly ReferralRecord[], known: KnownPeople): StoredReferral[] {
  return records.flatMap(({ doctorAccountId, patientAccountId, ...referral }) => {
    const doctor = known.names.get(doctorAccountId);
    const patient = known.names.get(patientAccountId);
    const phone = known.phones.get(patientAccountId);
    if (!doctor || !patient || phone === undefined) return [];
    return [
      {
        ...referral,
        doctor: { id: doctorAccountId, firstName: doctor.firstName, lastName: doctor.lastName },
        patient: { id: patientAccountId, firstName: patient.firstName, lastName: patient.lastName, phone },
      },
    ];
  });
}

/** The same, asking accounts for the people on the referrals given. */
export async function withPeople(
  people: ReferralPeople,
  records: readonly ReferralRecord[],
): Promise<StoredReferral[]> {
  if (records.length === 0) return [];
  const known = await lookUpPeople(
    people,
    records.map((record) => record.doctorAccountId),
    records.map((record) => record.patientAccountId),
  );
  return named(records, known);
}

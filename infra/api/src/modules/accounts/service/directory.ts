import type { Principal } from '../../../platform/principal';
import {
  contactsOf,
  doctorNameOf,
  emailsOf,
  findPatientByIdentity,
  askLicenceCheckAgain,
  isVerifiedDoctor,
  namesOf,
  ownDoctorRegistration,
  personDetailsOf,
  phonesOf,
  searchAmongAccounts,
} from '../store/accounts';
import { audit } from '../store/audit-log';
import type { AccountsDeps } from './deps';

/** Why a doctor looks a patient up; written to the audit log with the lookup. */
export type PatientLookupPurpose = 'referral' | 'access-request';

export interface FoundPatient {
  id: string;
  firstName: string;
  lastName: string;
}

/** What other modules ask of accounts: who a doctor finds by PESEL or phone, people's names, who is a doctor. */
export function createDirectoryService(deps: Pick<AccountsDeps, 'db'>) {
  const { db } = deps;

  return {
    /**
     * The patient a doctor names by an exact PESEL or phone (already checked and normalised), when the doctor may
     * find them; null otherwise. Every lookup is written to the audit log, without the number looked up.
     */
    async findPatient(
      principal: Principal,
      identity: { pesel: string } | { phone: string },
      lookup: { purpose: PatientLookupPurpose; address: string | null },
    ): Promise<FoundPatient | null> {
      const patient = await findPatientByIdentity(db, principal, identity);
      await audit(db, 'patient_lookup', {
        accountId: principal.kind === 'account' ? principal.accountId : null,
        address: lookup.address,
        details: {
          purpose: lookup.purpose,
          by: 'pesel' in identity ? 'pesel' : 'phone',
          patientAccountId: patient?.id ?? null,
        },
      });
      return patient;
    },

    /**
     * Names by account id: how one side of a sharing or a referral sees the other. A name alone is what a
     * counterpart may see; the caller passes only ids from records the principal may see.
     */
    namesOf: (accountIds: readonly string[]) => namesOf(db, accountIds),

    /** The full name of a doctor's account (as patients see their doctors); null when the account is no doctor's. */
    doctorName: (accountId: string) => doctorNameOf(db, accountId),

    /**
     * Whether the principal acts as a doctor whose licence number has been checked: a referral earns money, so
     * the check is asked for rather than trusted to the role alone.
     */
    isVerifiedDoctor: (principal: Principal) => isVerifiedDoctor(db, principal),

    /**
     * The principal, a doctor, changed their licence number: the account keeps the new one and waits for an
     * administrator's check again. Nothing changes for anyone else, nor for the number the account already has.
     */
    askLicenceCheckAgain: async (principal: Principal, pwz: string): Promise<boolean> =>
      principal.kind === 'account' && (await askLicenceCheckAgain(db, principal.accountId, pwz)),

    /**
     * The principal's own doctor registration: whether its licence number waits for a check, passed or failed
     * (null status for an account that never registered as a doctor), the number, and the name on the account.
     */
    ownDoctorRegistration: (principal: Principal) => ownDoctorRegistration(db, principal),

    /**
     * E-mail addresses by account id, to write to account holders about their own records (a result is ready);
     * never shown to anyone else.
     */
    emailsOf: (accountIds: readonly string[]) => emailsOf(db, accountIds),

    /**
     * Phone numbers by account id: the patient's, shown to the doctor who referred them and texted the referral's
     * link. The caller passes only ids from records the principal may see.
     */
    phonesOf: (accountIds: readonly string[]) => phonesOf(db, accountIds),

    /**
     * The account holder as orders name a person (name, PESEL, date of birth), so their own results come first on
     * a results page; the caller passes only an account whose results the principal may read. Null for no account.
     */
    personOf: (accountId: string) => personDetailsOf(db, accountId),

    /**
     * Name, phone, PESEL and address by account id: how a doctor's practice lists the patients it referred or who
     * share their results. The caller passes only that doctor's own patients' ids.
     */
    contactsOf: (accountIds: readonly string[]) => contactsOf(db, accountIds),

    /** Among a doctor's own patients (the ids given), those matching a name, PESEL or phone typed in search. */
    searchAmong: (accountIds: readonly string[], text: string, limit: number) =>
      searchAmongAccounts(db, accountIds, text, limit),
  };
}

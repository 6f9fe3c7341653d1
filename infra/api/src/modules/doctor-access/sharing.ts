import type { AccountDoctor, SharedPatientsAnswer } from '@labshop/shared-contracts/core/api/doctor-access';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import type { AccountsService } from '../accounts/service';
import {
  accessOfPatient,
  askForAccess,
  patientsSharingWith,
  setSharing,
  sharesWith,
  sharingsWithDoctor,
  type DoctorAccessRow,
} from './store';

/** What sharing needs to know of people: names, and whether an account is a doctor's. */
export type People = Pick<AccountsService['directory'], 'namesOf' | 'doctorName'>;

const isoOrNull = (date: Date | null) => (date === null ? null : date.toISOString());

function shapeDoctor(access: DoctorAccessRow, name: string): AccountDoctor {
  return {
    id: access.doctorAccountId,
    name,
    ask_for_examinations: access.askForExaminations,
    add_access: access.addAccess,
    requested_at: isoOrNull(access.requestedAt),
    granted_at: isoOrNull(access.grantedAt),
  };
}

/** Who shares their results with which doctor: the grants and the requests leading to them. */
export function createSharing(deps: { db: Database; clock: Clock; people: People }) {
  const { db, clock, people } = deps;

  return {
    /** The principal's doctors, as the account data lists them: those who asked, and those it shares with. */
    async accountDoctors(principal: Principal): Promise<AccountDoctor[]> {
      const rows = (await accessOfPatient(db, principal)).filter((row) => row.askForExaminations || row.addAccess);
      const names = await people.namesOf(rows.map((row) => row.doctorAccountId));
      return rows.map((row) => {
        const name = names.get(row.doctorAccountId);
        return shapeDoctor(row, name ? `${name.firstName} ${name.lastName}` : '');
      });
    },

    /**
     * The principal (a patient) shares (true) or stops sharing (false) its results with a doctor; either way a
     * pending request is answered. 404 when `doctorAccountId` is not a doctor's account, or is the principal's own.
     */
    async setSharing(principal: Principal, doctorAccountId: string, addAccess: boolean): Promise<AccountDoctor> {
      const doctorName = await people.doctorName(doctorAccountId);
      if (doctorName === null || principal.kind !== 'account' || doctorAccountId === principal.accountId) {
        throw notFound();
      }
      const access = await setSharing(db, principal, doctorAccountId, addAccess, clock());
      if (access === null) throw notFound();
      return shapeDoctor(access, doctorName);
    },

    /** The principal (a doctor) asks a patient account for access: 'granted' when it is shared already. */
    async askForAccess(principal: Principal, patientAccountId: string): Promise<'granted' | 'requested'> {
      const access = await askForAccess(db, principal, patientAccountId, clock());
      if (access === null) throw notFound();
      return access.addAccess ? 'granted' : 'requested';
    },

    /** The patients who share with the principal (a doctor) now, by surname and first name. */
    async sharedPatients(principal: Principal): Promise<SharedPatientsAnswer['patients']> {
      const rows = await sharingsWithDoctor(db, principal);
      const names = await people.namesOf(rows.map((row) => row.patientAccountId));
      const patients = rows.flatMap((row) => {
        const name = names.get(row.patientAccountId);
        return name ? [{ row, ...name }] : [];
      });
      // Ordered as the database orders names (by code point), surname first.
      const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      patients.sort((a, b) => byCodePoint(a.lastName, b.lastName) || byCodePoint(a.firstName, b.firstName));
      return patients.map(({ row, firstName, lastName }) => ({
        id: row.patientAccountId,
        name: `${firstName} ${lastName}`,
        granted_at: (row.grantedAt ?? row.updatedAt).toISOString(),
      }));
    },

    /**
     * The patient accounts whose results the doctor may read now. For the results' own access rule, which may
     * instead put `sharedWithDoctor` (this module's access rule) in its query: both are the one grant.
     */
    grantedPatientIds: (doctorAccountId: string) => patientsSharingWith(db, doctorAccountId),

    /** Whether the patient account shares its results with the principal (a doctor) now. */
    sharesWith: (principal: Principal, patientAccountId: string) => sharesWith(db, principal, patientAccountId),
  };
}

import fp from 'fastify-plugin';
import {
  DOCTOR_ACCESS_REQUESTED_EVENT,
  UNKNOWN_PATIENT_MESSAGE,
  type AccessLogEntry,
  type AccessRequestAnswer,
  type AccessRequestBody,
  type DoctorAccessRequestedPayload,
} from '@labshop/shared-contracts/core/api/doctor-access';
import { accountChannel, type PatientResults, type ResultDetail } from '@labshop/shared-contracts/core/api/results';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { HttpError, notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { AccountsService } from '../accounts/service';
import { findPatientWith, type PatientLookup } from './find-patient';
import { createSharing, type People } from './sharing';
import { accessLogOf, recordDoctorRead } from './store';

export { createSharing } from './sharing';

/**
 * A patient's results as the principal (a doctor) reads them, asked of the results module, which owns them and
 * applies its own access rule (the same grant) again.
 */
export interface SharedResults {
  overview(principal: Principal, patientAccountId: string): Promise<PatientResults[]>;
  /**
   * Every note the lab wrote, including those for clinicians only, and one page of the values (from 1); null when
   * there is no such result.
   */
  detail(principal: Principal, patientAccountId: string, resultId: string, page: number): Promise<ResultDetail | null>;
}

export interface DoctorAccessDeps {
  db: Database;
  clock: Clock;
  people: People & Pick<AccountsService['directory'], 'findPatient'>;
  results: SharedResults;
  /** Tells the patient's open pages, live, that a doctor asked. */
  tellPatient(patientAccountId: string, payload: DoctorAccessRequestedPayload): Promise<void>;
}

const fullName = (name: { firstName: string; lastName: string } | undefined) =>
  name ? `${name.firstName} ${name.lastName}` : '';

/**
 * Doctor access: a doctor asks, the patient accepts or rejects, and shares or stops sharing at any time. A doctor
 * reads a patient's results only while they are shared; any other read is a 404, as if there were no such
 * patient, and every read is logged for the patient to see.
 */
export function createDoctorAccessService(deps: DoctorAccessDeps) {
  const { db, clock, people } = deps;
  const sharing = createSharing(deps);

  /** The patient account, when it shares its results with the principal (a doctor) now; 404 otherwise. */
  async function sharedPatient(principal: Principal, patientAccountId: string): Promise<string> {
    if (!isRecordId(patientAccountId) || !(await sharing.sharesWith(principal, patientAccountId))) throw notFound();
    return patientAccountId;
  }

  return {
    ...sharing,

    /**
     * The patient account a doctor names by PESEL or phone (422 by field, 429 past the day's lookups), null when
     * nobody has it; every lookup is counted and written to the audit log, whatever the doctor looks up for.
     */
    findPatient: (lookup: PatientLookup, body: AccessRequestBody) =>
      findPatientWith(db, people.findPatient, lookup, body),

    /** A doctor asks the patient named by PESEL or phone; the patient's open pages hear of it at once. */
    async requestAccess(principal: Principal, body: AccessRequestBody, address: string): Promise<AccessRequestAnswer> {
      if (principal.kind !== 'account') throw notFound();
      const patient = await findPatientWith(
        db,
        people.findPatient,
        { doctorAccountId: principal.accountId, purpose: 'access-request', address, now: clock() },
        body,
      );
      if (patient === null) throw new HttpError(404, UNKNOWN_PATIENT_MESSAGE);
      const state = await sharing.askForAccess(principal, patient.id);
      if (state === 'requested') {
        const names = await people.namesOf([principal.accountId]);
        await deps.tellPatient(patient.id, {
          doctorId: principal.accountId,
          doctorName: fullName(names.get(principal.accountId)),
        });
      }
      return { patient: { id: patient.id, name: fullName(patient) }, state };
    },

    async patientResults(principal: Principal, patientAccountId: string): Promise<PatientResults[]> {
      const patient = await sharedPatient(principal, patientAccountId);
      const patients = await deps.results.overview(principal, patient);
      await recordDoctorRead(db, principal, {
        patientAccountId: patient,
        action: 'viewed-results',
        resultId: null,
        testName: null,
        at: clock(),
      });
      return patients;
    },

    async patientResult(
      principal: Principal,
      patientAccountId: string,
      resultId: string,
      page = 1,
    ): Promise<ResultDetail> {
      const patient = await sharedPatient(principal, patientAccountId);
      if (!isRecordId(resultId)) throw notFound();
      const result = await deps.results.detail(principal, patient, resultId, page);
      if (result === null) throw notFound();
      await recordDoctorRead(db, principal, {
        patientAccountId: patient,
        action: 'viewed-result',
        resultId: result.id,
        testName: result.testName,
        at: clock(),
      });
      return result;
    },

    /** Who saw my results: every read by a doctor, newest first. */
    async accessLog(principal: Principal): Promise<AccessLogEntry[]> {
      const rows = await accessLogOf(db, principal);
      const names = await people.namesOf([...new Set(rows.map((row) => row.doctorAccountId))]);
      return rows.map((row) => ({
        id: row.id,
        doctor: { id: row.doctorAccountId, name: fullName(names.get(row.doctorAccountId)) },
        action: row.action,
        resultId: row.resultId,
        testName: row.testName,
        at: row.at.toISOString(),
      }));
    },
  };
}

export type DoctorAccessService = ReturnType<typeof createDoctorAccessService>;

declare module 'fastify' {
  interface FastifyInstance {
    doctorAccess: DoctorAccessService;
  }
}

export default fp(
  async function doctorAccessService(fastify) {
    const { db } = fastify;
    fastify.decorate(
      'doctorAccess',
      createDoctorAccessService({
        db,
        clock: fastify.clock,
        people: fastify.accounts.directory,
        // Results apply their own access rule (the same grant) again. Asked when a doctor reads, not at
        // registration: results are registered later, as they need orders, which need referrals, which need this.
        results: {
          overview: (principal, patientAccountId) => fastify.results.shared.overview(principal, patientAccountId),
          detail: (principal, patientAccountId, resultId, page) =>
            fastify.results.shared.detail(principal, patientAccountId, resultId, page),
        },
        tellPatient: (patientAccountId, payload) =>
          fastify.broadcaster.publish(accountChannel(patientAccountId), DOCTOR_ACCESS_REQUESTED_EVENT, payload),
      }),
    );
  },
  {
    name: 'doctor-access-service',
    dependencies: ['database', 'clock', 'accounts-service', 'broadcaster'],
  },
);

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AccessRequestBody,
  AddAccessBody,
  DOCTOR_ACCESS_PATHS,
  DOCTOR_ACCESS_REQUESTED_EVENT,
  UNKNOWN_PATIENT_MESSAGE,
  type AccessLogAnswer,
  type AccessRequestAnswer,
  type AccountDataAnswer,
  type AccountDoctor,
  type DoctorAccessRequestedPayload,
  type SharedPatientsAnswer,
  type SharedResultsAnswer,
} from '@labshop/shared-contracts/api/doctor-access';
import { accountChannel, type ResultDetail } from '@labshop/shared-contracts/api/results';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { requireRole } from '../../platform/authorization';
import { HttpError, notFound } from '../../platform/errors';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import {
  hasAccess,
  listAccessLog,
  listAccountDoctors,
  listSharedPatients,
  nameOfAccount,
  recordDoctorRead,
  requestAccess,
  setDoctorAccess,
} from './access-service';
import { findPatientAccount } from './find-patient';

/**
 * Doctor access: a doctor asks, the patient accepts or rejects, and shares or stops sharing at any time.
 * A doctor reads a patient's results only while they are shared; any other read is a 404, as if there were no
 * such patient, and every read is logged for the patient to see.
 */
const doctorAccessRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock } = fastify;

  fastify.get(`/${DOCTOR_ACCESS_PATHS.accountData}`, async (request): Promise<AccountDataAnswer> => {
    const user = requireUser(request);
    return { doctors: await listAccountDoctors(db, user.id) };
  });

  // The product leaves the method open (PUT or POST), so both are answered the same way.
  const addAccess = async (request: FastifyRequest<{ Params: { doctorId: string } }>): Promise<AccountDoctor> => {
    const user = requireUser(request);
    const { add_access } = validateInput(AddAccessBody, request.body);
    const { doctorId } = request.params;
    if (!isRecordId(doctorId)) throw notFound();
    const doctor = await setDoctorAccess(db, user.id, doctorId, add_access, clock());
    if (doctor === null) throw notFound();
    return doctor;
  };
  fastify.post(`/${DOCTOR_ACCESS_PATHS.addAccess(':doctorId')}`, addAccess);
  fastify.put(`/${DOCTOR_ACCESS_PATHS.addAccess(':doctorId')}`, addAccess);

  fastify.get(`/${DOCTOR_ACCESS_PATHS.accessLog}`, async (request): Promise<AccessLogAnswer> => {
    const user = requireUser(request);
    return { entries: await listAccessLog(db, user.id) };
  });

  fastify.post(`/${DOCTOR_ACCESS_PATHS.accessRequests}`, async (request, reply): Promise<AccessRequestAnswer> => {
    const doctor = requireRole(request, 'doctor');
    const body = validateInput(AccessRequestBody, request.body ?? {});
    const patient = await findPatientAccount(
      db,
      { doctorAccountId: doctor.id, purpose: 'access-request', address: request.ip, now: clock() },
      body,
    );
    if (patient === null) throw new HttpError(404, UNKNOWN_PATIENT_MESSAGE);
    const state = await requestAccess(db, doctor.id, patient.id, clock());
    if (state === 'requested') {
      const payload: DoctorAccessRequestedPayload = {
        doctorId: doctor.id,
        doctorName: await nameOfAccount(db, doctor.id),
      };
      await fastify.broadcaster.publish(accountChannel(patient.id), DOCTOR_ACCESS_REQUESTED_EVENT, payload);
    }
    reply.code(state === 'requested' ? 201 : 200);
    return { patient: { id: patient.id, name: `${patient.firstName} ${patient.lastName}` }, state };
  });

  fastify.get(`/${DOCTOR_ACCESS_PATHS.sharedPatients}`, async (request): Promise<SharedPatientsAnswer> => {
    const doctor = requireRole(request, 'doctor');
    return { patients: await listSharedPatients(db, doctor.id) };
  });

  /** The doctor calling, when the patient account shares its results with them now; 404 otherwise. */
  async function doctorWithAccess(request: FastifyRequest, patientAccountId: string) {
    const doctor = requireRole(request, 'doctor');
    if (!isRecordId(patientAccountId) || !(await hasAccess(db, doctor.id, patientAccountId))) throw notFound();
    return doctor;
  }

  fastify.get<{ Params: { accountId: string } }>(
    `/${DOCTOR_ACCESS_PATHS.patientResults(':accountId')}`,
    async (request): Promise<SharedResultsAnswer> => {
      const { accountId } = request.params;
      const doctor = await doctorWithAccess(request, accountId);
      const patients = await fastify.results.shared.overview(principalOf(request), accountId);
      await recordDoctorRead(db, {
        patientAccountId: accountId,
        doctorAccountId: doctor.id,
        action: 'viewed-results',
        resultId: null,
        testName: null,
        at: clock(),
      });
      return { patients };
    },
  );

  fastify.get<{ Params: { accountId: string; resultId: string } }>(
    `/${DOCTOR_ACCESS_PATHS.patientResult(':accountId', ':resultId')}`,
    async (request): Promise<ResultDetail> => {
      const { accountId, resultId } = request.params;
      const doctor = await doctorWithAccess(request, accountId);
      if (!isRecordId(resultId)) throw notFound();
      // A doctor reads every note the lab wrote, including those for clinicians only.
      const result = await fastify.results.shared.detail(principalOf(request), accountId, resultId);
      await recordDoctorRead(db, {
        patientAccountId: accountId,
        doctorAccountId: doctor.id,
        action: 'viewed-result',
        resultId: result.id,
        testName: result.testName,
        at: clock(),
      });
      return result;
    },
  );
};

export default doctorAccessRoutes;

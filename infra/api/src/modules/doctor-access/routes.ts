import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AccessRequestBody,
  AddAccessBody,
  DOCTOR_ACCESS_PATHS,
  type AccessLogAnswer,
  type AccessRequestAnswer,
  type AccountDataAnswer,
  type AccountDoctor,
  type SharedPatientsAnswer,
  type SharedResultsAnswer,
} from '@labshop/shared-contracts/api/doctor-access';
import type { ResultDetail } from '@labshop/shared-contracts/api/results';
import { requireUser } from '../../platform/authentication';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';

/**
 * Doctor access: a doctor asks, the patient accepts or rejects, and shares or stops sharing at any time; a doctor
 * reads a patient's results while they are shared.
 */
const doctorAccessRoutes: FastifyPluginAsync = async (fastify) => {
  const { doctorAccess } = fastify;

  fastify.get(`/${DOCTOR_ACCESS_PATHS.accountData}`, async (request): Promise<AccountDataAnswer> => {
    requireUser(request);
    return { doctors: await doctorAccess.accountDoctors(principalOf(request)) };
  });

  // The product leaves the method open (PUT or POST), so both are answered the same way.
  const addAccess = async (request: FastifyRequest<{ Params: { doctorId: string } }>): Promise<AccountDoctor> => {
    requireUser(request);
    const { add_access } = validateInput(AddAccessBody, request.body);
    const { doctorId } = request.params;
    if (!isRecordId(doctorId)) throw notFound();
    return doctorAccess.setSharing(principalOf(request), doctorId, add_access);
  };
  fastify.post(`/${DOCTOR_ACCESS_PATHS.addAccess(':doctorId')}`, addAccess);
  fastify.put(`/${DOCTOR_ACCESS_PATHS.addAccess(':doctorId')}`, addAccess);

  fastify.get(`/${DOCTOR_ACCESS_PATHS.accessLog}`, async (request): Promise<AccessLogAnswer> => {
    requireUser(request);
    return { entries: await doctorAccess.accessLog(principalOf(request)) };
  });

  fastify.post(`/${DOCTOR_ACCESS_PATHS.accessRequests}`, async (request, reply): Promise<AccessRequestAnswer> => {
    requireRole(request, 'doctor');
    const body = validateInput(AccessRequestBody, request.body ?? {});
    const answer = await doctorAccess.requestAccess(principalOf(request), body, request.ip);
    reply.code(answer.state === 'requested' ? 201 : 200);
    return answer;
  });

  fastify.get(`/${DOCTOR_ACCESS_PATHS.sharedPatients}`, async (request): Promise<SharedPatientsAnswer> => {
    requireRole(request, 'doctor');
    return { patients: await doctorAccess.sharedPatients(principalOf(request)) };
  });

  fastify.get<{ Params: { accountId: string } }>(
    `/${DOCTOR_ACCESS_PATHS.patientResults(':accountId')}`,
    async (request): Promise<SharedResultsAnswer> => {
      requireRole(request, 'doctor');
      return { patients: await doctorAccess.patientResults(principalOf(request), request.params.accountId) };
    },
  );

  fastify.get<{ Params: { accountId: string; resultId: string } }>(
    `/${DOCTOR_ACCESS_PATHS.patientResult(':accountId', ':resultId')}`,
    async (request): Promise<ResultDetail> => {
      requireRole(request, 'doctor');
      const { accountId, resultId } = request.params;
      return doctorAccess.patientResult(principalOf(request), accountId, resultId);
    },
  );
};

export default doctorAccessRoutes;

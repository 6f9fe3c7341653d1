import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  PatientInput,
  type AccountPatient,
  type MessageAnswer,
  type PatientList,
} from '@labshop/shared-contracts/api/accounts';
import { requireUser } from '../../platform/authentication';
import { notFound } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';

export { PATIENT_DELETED_MESSAGE } from './service/patients';

type ByPatient = { Params: { patientId: string } };

/** The other patients of an account: the people it buys for. */
const patientsRoutes: FastifyPluginAsync = async (fastify) => {
  const { patients } = fastify.accounts;

  fastify.get(`/${ACCOUNT_PATHS.patients}`, async (request): Promise<PatientList> => {
    requireUser(request);
    return patients.list(principalOf(request));
  });

  fastify.post(`/${ACCOUNT_PATHS.patients}`, async (request, reply): Promise<AccountPatient> => {
    requireUser(request);
    const input = validateInput(PatientInput, request.body);
    const patient = await patients.add(principalOf(request), input);
    reply.code(201);
    return patient;
  });

  fastify.put<ByPatient>('/profile/patients/:patientId', async (request): Promise<AccountPatient> => {
    requireUser(request);
    const { patientId } = request.params;
    // An id of the wrong form names no patient, whatever the body says.
    if (!isRecordId(patientId)) throw notFound();
    const input = validateInput(PatientInput, request.body);
    return patients.update(principalOf(request), patientId, input);
  });

  fastify.delete<ByPatient>('/profile/patients/:patientId', async (request): Promise<MessageAnswer> => {
    requireUser(request);
    return patients.remove(principalOf(request), request.params.patientId);
  });
};

export default patientsRoutes;

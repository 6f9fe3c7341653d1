import type { FastifyPluginAsync } from 'fastify';
import { defaulted, integer, min, object, optional, string } from 'superstruct';
import {
  AccessLogAnswer,
  AccessRequestAnswer,
  AccessRequestBody,
  AccountDataAnswer,
  AccountDoctor,
  AddAccessBody,
  DOCTOR_ACCESS_PATHS,
  SharedPatientsAnswer,
  SharedResultsAnswer,
} from '@labshop/shared-contracts/core/api/doctor-access';
import { ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { notFound } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { actingAs, signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { integerFromQuery } from '../../platform/validation';

/** Ids as any text: an id of the wrong form names nobody, a 404 as for anyone the caller may not see. */
const DoctorParams = object({ doctorId: string() });
const PatientParams = object({ accountId: string() });
const PatientResultParams = object({ accountId: string(), resultId: string() });
/** Which page of the result's values (from 1), as the patient's own result page reads them. */
const ResultValuesQuery = object({ page: optional(integerFromQuery(min(integer(), 1))) });

/**
 * Doctor access: a doctor asks, the patient accepts or rejects, and shares or stops sharing at any time; a doctor
 * reads a patient's results while they are shared.
 */
const doctorAccessRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { doctorAccess } = fastify;

  fastify.get(
    `/${DOCTOR_ACCESS_PATHS.accountData}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "The account's doctors: those who asked for its results, and those it shares them with.",
        response: { 200: AccountDataAnswer },
      },
    },
    async (request) => ({ doctors: await doctorAccess.accountDoctors(principalOf(request)) }),
  );

  // The product leaves the method open (PUT or POST), so both are answered the same way.
  for (const method of ['post', 'put'] as const) {
    fastify[method](
      `/${DOCTOR_ACCESS_PATHS.addAccess(':doctorId')}`,
      {
        preValidation: signedInOnly,
        schema: {
          summary: "Shares the account's results with a doctor, or stops; either answers the doctor's request.",
          params: DoctorParams,
          body: AddAccessBody,
          response: { 200: AccountDoctor },
        },
      },
      async (request) => {
        const { doctorId } = request.params;
        if (!isRecordId(doctorId)) throw notFound();
        return doctorAccess.setSharing(principalOf(request), doctorId, request.body.add_access);
      },
    );
  }

  fastify.get(
    `/${DOCTOR_ACCESS_PATHS.accessLog}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "Who saw the account's results: every read by a doctor, newest first.",
        response: { 200: AccessLogAnswer },
      },
    },
    async (request) => ({ entries: await doctorAccess.accessLog(principalOf(request)) }),
  );

  fastify.post(
    `/${DOCTOR_ACCESS_PATHS.accessRequests}`,
    {
      preValidation: actingAs('doctor'),
      schema: {
        summary: "A doctor asks the patient named by PESEL or phone for their results; 'granted' when shared already.",
        // A request without a body is checked as an empty one, so it hears that a PESEL or phone is needed.
        body: defaulted(AccessRequestBody, {}),
        response: { 200: AccessRequestAnswer, 201: AccessRequestAnswer },
      },
    },
    async (request, reply) => {
      const answer = await doctorAccess.requestAccess(principalOf(request), request.body, request.ip);
      reply.code(answer.state === 'requested' ? 201 : 200);
      return answer;
    },
  );

  fastify.get(
    `/${DOCTOR_ACCESS_PATHS.sharedPatients}`,
    {
      preValidation: actingAs('doctor'),
      schema: {
        summary: 'The patients who share their results with the doctor now.',
        response: { 200: SharedPatientsAnswer },
      },
    },
    async (request) => ({ patients: await doctorAccess.sharedPatients(principalOf(request)) }),
  );

  fastify.get(
    `/${DOCTOR_ACCESS_PATHS.patientResults(':accountId')}`,
    {
      preValidation: actingAs('doctor'),
      schema: {
        summary: "A sharing patient's results, for the doctor; the read is logged for the patient.",
        params: PatientParams,
        response: { 200: SharedResultsAnswer },
      },
    },
    async (request) => ({
      patients: await doctorAccess.patientResults(principalOf(request), request.params.accountId),
    }),
  );

  fastify.get(
    `/${DOCTOR_ACCESS_PATHS.patientResult(':accountId', ':resultId')}`,
    {
      preValidation: actingAs('doctor'),
      schema: {
        summary: "One of a sharing patient's results, with the notes for clinicians; the read is logged.",
        params: PatientResultParams,
        querystring: ResultValuesQuery,
        response: { 200: ResultDetail },
      },
    },
    async (request) => {
      const { accountId, resultId } = request.params;
      return doctorAccess.patientResult(principalOf(request), accountId, resultId, request.query.page);
    },
  );
};

export default doctorAccessRoutes;

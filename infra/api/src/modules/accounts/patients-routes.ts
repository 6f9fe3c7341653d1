import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  ACCOUNT_PATHS,
  AccountPatient,
  MessageAnswer,
  PatientInput,
  PatientList,
} from '@labshop/shared-contracts/core/api/accounts';
import { principalOf } from '../../platform/principal';
import { namingRecord, signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** Any text: an id of the wrong form names no patient, a 404 as for anyone else's. */
const PatientParams = object({ patientId: string() });

/** The other patients of an account: the people it buys for. */
const patientsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { patients } = fastify.accounts;

  fastify.get(
    `/${ACCOUNT_PATHS.patients}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'The people the account buys for, in the order they were added.',
        response: { 200: PatientList },
      },
    },
    async (request) => patients.list(principalOf(request)),
  );

  fastify.post(
    `/${ACCOUNT_PATHS.patients}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Adds a person the account buys for, up to the most an account may add.',
        body: PatientInput,
        response: { 201: AccountPatient },
      },
    },
    async (request, reply) => {
      const patient = await patients.add(principalOf(request), request.body);
      reply.code(201);
      return patient;
    },
  );

  fastify.put(
    '/profile/patients/:patientId',
    {
      // Signed in, and an id of the right form, before the body is looked at: otherwise there is no such patient.
      preValidation: [signedInOnly, namingRecord('patientId')],
      schema: {
        summary: "Changes one of the account's patients; another account's is not found.",
        params: PatientParams,
        body: PatientInput,
        response: { 200: AccountPatient },
      },
    },
    async (request) => patients.update(principalOf(request), request.params.patientId, request.body),
  );

  fastify.delete(
    '/profile/patients/:patientId',
    {
      preValidation: signedInOnly,
      schema: {
        summary: "Deletes one of the account's patients; another account's is not found.",
        params: PatientParams,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => patients.remove(principalOf(request), request.params.patientId),
  );
};

export default patientsRoutes;

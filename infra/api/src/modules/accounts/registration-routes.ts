import type { FastifyPluginAsync } from 'fastify';
import { ANONYMOUS_FORM_LIMITS, anonymousForm } from '../../platform/anonymous-form';
import {
  ACCOUNT_PATHS,
  MessageAnswer,
  RegisterDoctorRequest,
  RegisterPatientRequest,
  RegistrationAnswer,
  SmsCodeRequest,
  SmsCodeResendRequest,
} from '@labshop/shared-contracts/core/api/accounts';
import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { callerOf } from './caller';

/** Registration as a patient or a doctor, confirmed by a code sent by SMS. */
const registrationRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { registration } = fastify.accounts;

  fastify.post(
    `/${ACCOUNT_PATHS.registerPatient}`,
    {
      preValidation: anonymousForm(ANONYMOUS_FORM_LIMITS.registration),
      schema: {
        summary: 'Starts a patient registration: the form waits while a code goes to the phone by SMS.',
        body: RegisterPatientRequest,
        response: { 201: RegistrationAnswer },
      },
    },
    async (request, reply) => {
      const answer = await registration.register(request.body, false, callerOf(request));
      reply.code(201);
      return answer;
    },
  );

  fastify.post(
    `/${ACCOUNT_PATHS.registerDoctor}`,
    {
      preValidation: anonymousForm(ANONYMOUS_FORM_LIMITS.registration),
      schema: {
        summary: "Starts a doctor's registration, with the licence number an administrator checks later.",
        body: RegisterDoctorRequest,
        response: { 201: RegistrationAnswer },
      },
    },
    async (request, reply) => {
      const answer = await registration.register(request.body, true, callerOf(request));
      reply.code(201);
      return answer;
    },
  );

  fastify.post(
    `/${ACCOUNT_PATHS.smsCode}`,
    {
      schema: {
        summary: "The registration's SMS code: the right one creates the account, signed in.",
        body: SmsCodeRequest,
        response: { 200: LoginAnswer },
      },
    },
    async (request) => registration.confirmCode(request.body, callerOf(request)),
  );

  fastify.post(
    `/${ACCOUNT_PATHS.smsCodeResend}`,
    {
      schema: {
        summary: 'Sends the registration a new SMS code, at most once a minute and a few times in all.',
        body: SmsCodeResendRequest,
        response: { 200: MessageAnswer },
      },
    },
    async (request) => registration.resendCode(request.body.registrationId),
  );
};

export default registrationRoutes;

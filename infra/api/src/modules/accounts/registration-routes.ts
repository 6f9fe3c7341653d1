import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_PATHS,
  RegisterDoctorRequest,
  RegisterPatientRequest,
  SmsCodeRequest,
  SmsCodeResendRequest,
  type MessageAnswer,
  type RegistrationAnswer,
} from '@labshop/shared-contracts/api/accounts';
import type { LoginAnswer } from '@labshop/shared-contracts/api/patient-auth';
import { validateInput } from '../../platform/validation';
import { callerOf } from './caller';

/** Registration as a patient or a doctor, confirmed by a code sent by SMS. */
const registrationRoutes: FastifyPluginAsync = async (fastify) => {
  const { registration } = fastify.accounts;

  fastify.post(`/${ACCOUNT_PATHS.registerPatient}`, async (request, reply): Promise<RegistrationAnswer> => {
    const form = validateInput(RegisterPatientRequest, request.body);
    const answer = await registration.register(form, false, callerOf(request));
    reply.code(201);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.registerDoctor}`, async (request, reply): Promise<RegistrationAnswer> => {
    const form = validateInput(RegisterDoctorRequest, request.body);
    const answer = await registration.register(form, true, callerOf(request));
    reply.code(201);
    return answer;
  });

  fastify.post(`/${ACCOUNT_PATHS.smsCode}`, async (request): Promise<LoginAnswer> =>
    registration.confirmCode(validateInput(SmsCodeRequest, request.body), callerOf(request)),
  );

  fastify.post(`/${ACCOUNT_PATHS.smsCodeResend}`, async (request): Promise<MessageAnswer> => {
    const { registrationId } = validateInput(SmsCodeResendRequest, request.body);
    return registration.resendCode(registrationId);
  });
};

export default registrationRoutes;

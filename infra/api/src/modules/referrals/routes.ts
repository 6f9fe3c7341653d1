import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  REFERRAL_PATHS,
  type DoctorReferral,
  type DoctorReferralList,
  type ReferralsOverview,
} from '@labshop/shared-contracts/api/referrals';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';

type WithReferral = FastifyRequest<{ Params: { referralId: string } }>;

/**
 * Referrals: the doctor's half (issue, list, edit, re-send) for verified doctors only, and the patient's half,
 * the account's own referrals. Another doctor's or account's referral is 404.
 */
const referralsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post(`/${REFERRAL_PATHS.doctorReferrals}`, async (request, reply): Promise<DoctorReferral> => {
    requireUser(request);
    const referral = await fastify.referrals.issue(principalOf(request), request.ip, request.body);
    reply.code(201);
    return referral;
  });

  fastify.get(`/${REFERRAL_PATHS.doctorReferrals}`, async (request): Promise<DoctorReferralList> => {
    requireUser(request);
    return { referrals: await fastify.referrals.listForDoctor(principalOf(request)) };
  });

  const edit = async (request: WithReferral): Promise<DoctorReferral> => {
    requireUser(request);
    return fastify.referrals.edit(principalOf(request), request.params.referralId, request.body);
  };
  fastify.put(`/${REFERRAL_PATHS.doctorReferral(':referralId')}`, edit);
  // The product names the edit save-referral-doctor-data, with the same payload.
  fastify.post(`/${REFERRAL_PATHS.saveDoctorData(':referralId')}`, edit);

  fastify.post(`/${REFERRAL_PATHS.sendSms(':referralId')}`, async (request: WithReferral): Promise<DoctorReferral> => {
    requireUser(request);
    return fastify.referrals.resend(principalOf(request), request.params.referralId);
  });

  fastify.get(`/${REFERRAL_PATHS.patientReferrals}`, async (request): Promise<ReferralsOverview> => {
    requireUser(request);
    return fastify.referrals.overviewForPatient(principalOf(request));
  });
};

export default referralsRoutes;

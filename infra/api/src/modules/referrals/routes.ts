import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  REFERRAL_PATHS,
  type DoctorReferral,
  type DoctorReferralList,
  type ReferralsOverview,
} from '@labshop/shared-contracts/core/api/referrals';
import { requireUser } from '../../platform/authentication';
import { requireVerifiedDoctor } from './doctor-guard';
import { createReferralsService } from './service';

type WithReferral = FastifyRequest<{ Params: { referralId: string } }>;

/**
 * Referrals: the doctor's half (issue, list, edit, re-send) for verified doctors only, and the patient's half,
 * the account's own referrals. Ownership is part of every query: another doctor's or account's referral is 404.
 */
const referralsRoutes: FastifyPluginAsync = async (fastify) => {
  const { db } = fastify;
  const referrals = createReferralsService({
    db,
    clock: fastify.clock,
    config: fastify.config,
    outbox: fastify.outbox,
  });

  fastify.post(`/${REFERRAL_PATHS.doctorReferrals}`, async (request, reply): Promise<DoctorReferral> => {
    const doctor = await requireVerifiedDoctor(db, request);
    const referral = await referrals.issue({ id: doctor.id, address: request.ip }, request.body);
    reply.code(201);
    return referral;
  });

  fastify.get(`/${REFERRAL_PATHS.doctorReferrals}`, async (request): Promise<DoctorReferralList> => {
    const doctor = await requireVerifiedDoctor(db, request);
    return { referrals: await referrals.listForDoctor(doctor.id) };
  });

  const edit = async (request: WithReferral): Promise<DoctorReferral> => {
    const doctor = await requireVerifiedDoctor(db, request);
    return referrals.edit(doctor.id, request.params.referralId, request.body);
  };
  fastify.put(`/${REFERRAL_PATHS.doctorReferral(':referralId')}`, edit);
  // The product names the edit save-referral-doctor-data, with the same payload.
  fastify.post(`/${REFERRAL_PATHS.saveDoctorData(':referralId')}`, edit);

  fastify.post(`/${REFERRAL_PATHS.sendSms(':referralId')}`, async (request: WithReferral): Promise<DoctorReferral> => {
    const doctor = await requireVerifiedDoctor(db, request);
    return referrals.resend(doctor.id, request.params.referralId);
  });

  fastify.get(`/${REFERRAL_PATHS.patientReferrals}`, async (request): Promise<ReferralsOverview> => {
    const user = requireUser(request);
    return referrals.overviewForPatient(user.id);
  });
};

export default referralsRoutes;

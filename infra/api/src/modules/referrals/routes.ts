import type { FastifyPluginAsync } from 'fastify';
import { defaulted, object, string } from 'superstruct';
import {
  DoctorReferral,
  DoctorReferralList,
  IssueReferralRequest,
  REFERRAL_PATHS,
  ReferralDoctorData,
  ReferralsOverview,
} from '@labshop/shared-contracts/core/api/referrals';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { namingRecord, type RouteGuard } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** The referral of the path; any text is taken, and one that cannot be a referral's id names none (404). */
const ReferralPath = object({ referralId: string() });

/**
 * Referrals: the doctor's half (issue, list, edit, re-send) for verified doctors only, and the patient's half,
 * the account's own referrals. Another doctor's or account's referral is 404. The bodies are checked after the
 * doctor is: someone who may not issue referrals is refused before what they sent is read.
 */
const referralsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  /** A verified doctor acting as doctor, before the form is checked: 401 for a guest, 403 for anyone else. */
  const verifiedDoctorOnly: RouteGuard = async (request) => {
    requireUser(request);
    await fastify.referrals.verifiedDoctorOnly(principalOf(request));
  };

  fastify.post(
    `/${REFERRAL_PATHS.doctorReferrals}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: 'A verified doctor issues a referral for a patient found by PESEL, and it is texted to them.',
        // A request without a body is checked as an empty one, so it hears which fields are missing.
        body: defaulted(IssueReferralRequest, {}),
        response: { 201: DoctorReferral },
      },
    },
    async (request, reply) => {
      const referral = await fastify.referrals.issue(principalOf(request), request.ip, request.body);
      reply.code(201);
      return referral;
    },
  );

  fastify.get(
    `/${REFERRAL_PATHS.doctorReferrals}`,
    {
      schema: {
        summary: 'The referrals the verified doctor asking has issued, newest first.',
        response: { 200: DoctorReferralList },
      },
    },
    async (request) => {
      requireUser(request);
      return { referrals: await fastify.referrals.listForDoctor(principalOf(request)) };
    },
  );

  const editSchema = {
    summary: 'New location and tests for a referral the doctor issued, while it awaits payment; 409 once paid.',
    params: ReferralPath,
    body: defaulted(ReferralDoctorData, {}),
    response: { 200: DoctorReferral },
  };
  // The product names the edit save-referral-doctor-data too, with the same payload.
  for (const edit of [
    { method: 'PUT' as const, url: `/${REFERRAL_PATHS.doctorReferral(':referralId')}` },
    { method: 'POST' as const, url: `/${REFERRAL_PATHS.saveDoctorData(':referralId')}` },
  ]) {
    fastify.route({
      ...edit,
      preValidation: [verifiedDoctorOnly, namingRecord('referralId')],
      schema: editSchema,
      handler: async (request) => fastify.referrals.edit(principalOf(request), request.params.referralId, request.body),
    });
  }

  fastify.post(
    `/${REFERRAL_PATHS.sendSms(':referralId')}`,
    {
      schema: {
        summary: "Texts a referral's link to the patient again; 429 within a minute of the last text.",
        params: ReferralPath,
        response: { 200: DoctorReferral },
      },
    },
    async (request) => {
      requireUser(request);
      return fastify.referrals.resend(principalOf(request), request.params.referralId);
    },
  );

  fastify.get(
    `/${REFERRAL_PATHS.patientReferrals}`,
    {
      schema: {
        summary: "The account's referrals, grouped by the patient they are for.",
        response: { 200: ReferralsOverview },
      },
    },
    async (request) => {
      requireUser(request);
      return fastify.referrals.overviewForPatient(principalOf(request));
    },
  );
};

export default referralsRoutes;

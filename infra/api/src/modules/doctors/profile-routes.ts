import type { FastifyPluginAsync } from 'fastify';
import { defaulted } from 'superstruct';
import {
  DOCTOR_PROFILE_PATHS,
  DoctorProfile,
  DoctorProfileUpdate,
  DoctorVerificationAnswer,
} from '@labshop/shared-contracts/core';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { signedInOnly, type RouteGuard } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/**
 * The doctor's own profile and payout settings, for a checked doctor acting as doctor (401 for a guest, 403 for a
 * patient, an admin or a doctor still waiting for the check); and where any account's doctor registration stands.
 */
const doctorProfileRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  /** Refused before the form is read: someone who may not keep a profile never hears about its fields. */
  const checkedDoctorOnly: RouteGuard = async (request) => {
    requireUser(request);
    await fastify.doctors.profiles.doctorOnly(principalOf(request));
  };

  fastify.get(
    `/${DOCTOR_PROFILE_PATHS.profile}`,
    {
      preValidation: checkedDoctorOnly,
      schema: {
        summary: "The doctor's profile and payout settings, with the publish choices of the public card.",
        response: { 200: DoctorProfile },
      },
    },
    async (request) => fastify.doctors.profiles.profile(principalOf(request)),
  );

  fastify.put(
    `/${DOCTOR_PROFILE_PATHS.profile}`,
    {
      preValidation: checkedDoctorOnly,
      schema: {
        summary:
          'Saves the profile: 422 by field for a bad licence number, NIP, bank account (IBAN check digits), ' +
          'commission option or category.',
        body: defaulted(DoctorProfileUpdate, {}),
        response: { 200: DoctorProfile },
      },
    },
    async (request) => fastify.doctors.profiles.save(principalOf(request), request.body),
  );

  fastify.get(
    `/${DOCTOR_PROFILE_PATHS.verification}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "Where the account's doctor registration stands: waiting for the licence check, verified or rejected.",
        response: { 200: DoctorVerificationAnswer },
      },
    },
    async (request) => fastify.doctors.profiles.verification(principalOf(request)),
  );
};

export default doctorProfileRoutes;

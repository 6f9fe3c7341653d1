import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  BOOKING_PATHS,
  DoctorAvailability,
  DoctorAvailabilityUpdate,
  DoctorSchedule,
  DoctorScheduleQuery,
  DoctorVisit,
  VisitNoteRequest,
  VisitOutcomeRequest,
} from '@labshop/shared-contracts/core/api/booking';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import type { RouteGuard } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const VisitPath = object({ id: string() });
const path = (template: (id: string) => string) => `/${template(':id').replace('%3A', ':')}`;

/**
 * The doctor's side of booking: weekly hours and days off, the day and week schedule, a visit's outcome and note.
 * A verified doctor acting as doctor, about their own visits only: 401 for a guest, 403 for anyone else, before
 * the body is read; another doctor's visit is 404.
 */
const doctorVisitsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const visits = fastify.doctorVisits;
  const verifiedDoctorOnly: RouteGuard = async (request) => {
    requireUser(request);
    await visits.verifiedDoctorOnly(principalOf(request));
  };

  fastify.get(
    `/${BOOKING_PATHS.doctorAvailability}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: { summary: "The doctor's weekly hours and days off.", response: { 200: DoctorAvailability } },
    },
    async (request) => visits.availability(principalOf(request)),
  );

  fastify.put(
    `/${BOOKING_PATHS.doctorAvailability}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "Replaces the doctor's weekly hours and days off.",
        body: DoctorAvailabilityUpdate,
        response: { 200: DoctorAvailability },
      },
    },
    async (request) => visits.replaceAvailability(principalOf(request), request.body),
  );

  fastify.get(
    `/${BOOKING_PATHS.doctorSchedule}`,
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: "The doctor's visits of a day or a week.",
        querystring: DoctorScheduleQuery,
        response: { 200: DoctorSchedule },
      },
    },
    async (request) => visits.schedule(principalOf(request), request.query),
  );

  fastify.post(
    path(BOOKING_PATHS.doctorVisitOutcome),
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: 'Marks a visit done or no-show.',
        params: VisitPath,
        body: VisitOutcomeRequest,
        response: { 200: DoctorVisit },
      },
    },
    async (request) => visits.markOutcome(principalOf(request), request.params.id, request.body.outcome),
  );

  fastify.put(
    path(BOOKING_PATHS.doctorVisitNote),
    {
      preValidation: verifiedDoctorOnly,
      schema: {
        summary: 'Writes the short note the patient sees.',
        params: VisitPath,
        body: VisitNoteRequest,
        response: { 200: DoctorVisit },
      },
    },
    async (request) => visits.writeNote(principalOf(request), request.params.id, request.body.note),
  );
};

export default doctorVisitsRoutes;

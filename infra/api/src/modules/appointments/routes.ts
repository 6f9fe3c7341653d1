import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  Appointment,
  AppointmentList,
  AppointmentListQuery,
  AppointmentPaymentAnswer,
  BookableService,
  BookAppointmentRequest,
  BOOKING_MESSAGES,
  BOOKING_PATHS,
  DoctorSearchAnswer,
  DoctorSearchQuery,
  FreeSlots,
  FreeSlotsQuery,
  RescheduleRequest,
  VideoRoomAccess,
  YourDoctors,
} from '@labshop/shared-contracts/core/api/booking';
import { HttpError } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { visitCalendarFile } from './visit-messages';

const ServicePath = object({ serviceId: string() });
const AppointmentPath = object({ id: string() });
const path = (template: (id: string) => string, param = ':id') => `/${template(param).replace('%3A', ':')}`;

/**
 * Booking a doctor's visit: the doctor search, a service's free slots (public), and the signed-in account's own
 * appointments: book, read, pay, cancel, move, the calendar file, the doctors seen and the video room's access.
 * Another account's appointment is 404, as one that does not exist.
 */
const appointmentsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const appointments = fastify.appointments;

  fastify.get(
    `/${BOOKING_PATHS.doctors}`,
    {
      schema: {
        summary: 'Doctors by specialization, facility, service and meeting type, each with the next free slot.',
        querystring: DoctorSearchQuery,
        response: { 200: DoctorSearchAnswer },
      },
    },
    async (request) => fastify.doctorSearch.search(request.query),
  );

  fastify.get(
    path(BOOKING_PATHS.service, ':serviceId'),
    { schema: { summary: 'A bookable doctor service.', params: ServicePath, response: { 200: BookableService } } },
    async (request) => appointments.bookableService(request.params.serviceId),
  );

  fastify.get(
    path(BOOKING_PATHS.slots, ':serviceId'),
    {
      schema: {
        summary: "A service's free slots over a range of days (UTC, with the clinic's zone).",
        params: ServicePath,
        querystring: FreeSlotsQuery,
        response: { 200: FreeSlots },
      },
    },
    async (request) => appointments.freeSlots(request.params.serviceId, request.query),
  );

  fastify.post(
    `/${BOOKING_PATHS.appointments}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Books a slot (held 10 minutes for an online payment); 409 with the next free slots when taken.',
        body: BookAppointmentRequest,
        response: { 201: Appointment },
      },
    },
    async (request, reply) => {
      const booked = await appointments.book(principalOf(request), request.body);
      reply.code(201);
      return booked;
    },
  );

  fastify.get(
    `/${BOOKING_PATHS.appointments}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "The account's upcoming or past visits, for every patient of the account.",
        querystring: AppointmentListQuery,
        response: { 200: AppointmentList },
      },
    },
    async (request) => appointments.list(principalOf(request), request.query.when ?? 'upcoming'),
  );

  fastify.get(
    `/${BOOKING_PATHS.yourDoctors}`,
    {
      preValidation: signedInOnly,
      schema: { summary: "The doctors the account's patients have seen.", response: { 200: YourDoctors } },
    },
    async (request) => appointments.yourDoctors(principalOf(request)),
  );

  fastify.get(
    path(BOOKING_PATHS.appointment),
    {
      preValidation: signedInOnly,
      schema: { summary: 'One of the account’s visits.', params: AppointmentPath, response: { 200: Appointment } },
    },
    async (request) => appointments.appointment(principalOf(request), request.params.id),
  );

  fastify.post(
    path(BOOKING_PATHS.payment),
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Starts (or continues) the online payment of a held visit through its order.',
        params: AppointmentPath,
        response: { 200: AppointmentPaymentAnswer },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await appointments.ownAppointment(principal, request.params.id);
      if (row.status !== 'held') {
        throw new HttpError(
          409,
          row.status === 'booked' ? BOOKING_MESSAGES.notPayable : BOOKING_MESSAGES.notChangeable,
        );
      }
      const started = await fastify.payments.start(principal, row.orderId);
      return { orderId: row.orderId, payment: started.payment };
    },
  );

  fastify.post(
    path(BOOKING_PATHS.cancel),
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Cancels a visit (refunded when paid).',
        params: AppointmentPath,
        response: { 200: Appointment },
      },
    },
    async (request) => appointments.cancel(principalOf(request), request.params.id),
  );

  fastify.post(
    path(BOOKING_PATHS.reschedule),
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'Moves a visit to another free slot of its service.',
        params: AppointmentPath,
        body: RescheduleRequest,
        response: { 200: Appointment },
      },
    },
    async (request) => appointments.reschedule(principalOf(request), request.params.id, request.body),
  );

  fastify.get(
    path(BOOKING_PATHS.calendar),
    {
      preValidation: signedInOnly,
      schema: { summary: 'The visit as an .ics calendar file.', params: AppointmentPath },
    },
    async (request, reply) => {
      const row = await appointments.ownAppointment(principalOf(request), request.params.id);
      const file = visitCalendarFile(await appointments.factsOf(row), fastify.config.siteUrl, fastify.clock());
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="visit.ics"')
        .send(file);
    },
  );

  fastify.get(
    path(BOOKING_PATHS.room),
    {
      preValidation: signedInOnly,
      schema: {
        summary: "Whether the caller may join the visit's video room now, and its signalling channel.",
        params: AppointmentPath,
        response: { 200: VideoRoomAccess },
      },
    },
    async (request) => fastify.visitRooms.access(principalOf(request), request.params.id),
  );
};

export default appointmentsRoutes;

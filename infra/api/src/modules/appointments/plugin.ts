import fp from 'fastify-plugin';
import type { BookingFacility } from '@labshop/shared-contracts/core/api/booking';
import { createDoctorPractice, type DoctorPractice } from './doctor-practice';
import { createDoctorSearch, type DoctorSearch } from './doctor-search';
import { createAppointmentsService, DEFAULT_ZONE, type AppointmentsService } from './service';
import { createVisitRooms, type VisitRooms } from './visit-room';

declare module 'fastify' {
  interface FastifyInstance {
    appointments: AppointmentsService;
    doctorVisits: DoctorPractice;
    doctorSearch: DoctorSearch;
    visitRooms: VisitRooms;
  }
}

/** Holds past their time are released every minute (a booking of the same slot releases them at once too). */
export const RELEASE_HOLDS_CRON = '* * * * *';
/** Reminders are queued every five minutes for the visits of the next day, each once. */
export const VISIT_REMINDERS_CRON = '*/5 * * * *';

export default fp(
  async function appointmentsService(fastify) {
    const facilityOf = async (facilityId: string): Promise<BookingFacility | null> => {
      const point = await fastify.collectionPoints.findById(facilityId);
      return point
        ? { id: point.id, name: point.name, city: point.city.name, street: point.street, postalCode: point.postalCode }
        : null;
    };
    const { directory, patients } = fastify.accounts;
    const service = createAppointmentsService({
      db: fastify.db,
      clock: fastify.clock,
      config: fastify.config,
      outbox: fastify.outbox,
      doctors: fastify.doctors.booking,
      facilityOf,
      orders: fastify.orders,
      // A cancelled visit's money goes back on the shop's own rule, not on an administrator's word.
      refundPaidOrder: (orderId) => fastify.payments.refundPaidOrder(orderId, null),
      people: {
        async holder(accountId) {
          const [person, emails, phones] = await Promise.all([
            directory.personOf(accountId),
            directory.emailsOf([accountId]),
            directory.phonesOf([accountId]),
          ]);
          const email = emails.get(accountId);
          if (!person || email === undefined) return null;
          return { firstName: person.firstName, lastName: person.lastName, email, phone: phones.get(accountId) ?? '' };
        },
        patientsOf: async (principal) => (await patients.list(principal)).patients,
      },
    });
    fastify.decorate('appointments', service);
    fastify.orders.whenPaid((tx, paid) => service.settlePaidOrder(tx, paid));
    fastify.orders.whenPaidLate((tx, late) => service.retakeForLatePayment(tx, late));
    const isVerifiedDoctor = directory.isVerifiedDoctor;
    const doctorOfAccount = fastify.doctors.booking.ofAccount;
    fastify.decorate(
      'doctorVisits',
      createDoctorPractice({
        db: fastify.db,
        clock: fastify.clock,
        appointments: service,
        isVerifiedDoctor,
        doctorOfAccount,
        facilityOf,
      }),
    );
    fastify.decorate(
      'doctorSearch',
      createDoctorSearch({
        db: fastify.db,
        clock: fastify.clock,
        currency: fastify.config.currency,
        defaultZone: DEFAULT_ZONE,
        doctors: fastify.doctors.booking.all,
        facilityOf,
      }),
    );
    fastify.decorate(
      'visitRooms',
      createVisitRooms({ db: fastify.db, clock: fastify.clock, isVerifiedDoctor, doctorOfAccount }),
    );
    fastify.jobs.define<Record<string, never>>({
      name: 'release-unpaid-visit-holds',
      handle: async () => {
        await service.releaseRunOutHolds();
      },
      schedule: { cron: RELEASE_HOLDS_CRON, data: {} },
    });
    fastify.jobs.define<Record<string, never>>({
      name: 'queue-visit-reminders',
      handle: async () => {
        await service.queueDueReminders();
      },
      schedule: { cron: VISIT_REMINDERS_CRON, data: {} },
    });
  },
  {
    name: 'appointments-service',
    dependencies: [
      'database',
      'clock',
      'jobs',
      'messaging',
      'orders-service',
      'payments-service',
      'doctors-service',
      'collection-points-service',
    ],
  },
);

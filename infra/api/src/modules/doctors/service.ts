import fp from 'fastify-plugin';
import type { DoctorCard, DoctorCardEntry } from '@labshop/shared-contracts/core/api/doctors';
import type { ProfilePart } from '@labshop/shared-contracts/core';
import type { Database } from '../../db/client';
import { createDoctorProfiles, type ProfilePeople } from './profile';
import {
  bookableDoctors,
  bookingDoctorOfAccount,
  bookingDoctorOfService,
  bookingDoctorsById,
  findDoctorBySlug,
  listDoctorCards,
  payoutDetailsOf,
  servicesOfDoctor,
} from './store';

/** Where a doctor sees patients, asked of the collection points, which own the facilities. */
type FacilityOf = (facilityId: string) => Promise<DoctorCard['facility']>;

export function createDoctorsService(deps: {
  db: Database;
  currency: string;
  facilityOf: FacilityOf;
  people: ProfilePeople;
}) {
  const { db } = deps;
  return {
    /**
     * The public doctor card of the page /doctor/{slug}, priced in the shop's currency; null when there is none.
     * The parts the doctor keeps unpublished come empty.
     */
    async cardBySlug(slug: string): Promise<DoctorCard | null> {
      const doctor = await findDoctorBySlug(db, slug);
      if (!doctor) return null;
      const { id: _id, facilityId, unpublishedParts, ...card } = doctor;
      const shown = (part: ProfilePart) => !unpublishedParts.includes(part);
      const services = await servicesOfDoctor(db, doctor.id);
      const facility = facilityId === null || !shown('facility') ? null : await deps.facilityOf(facilityId);
      return {
        ...card,
        aboutMe: shown('aboutMe') ? card.aboutMe : null,
        treatedDiseases: shown('treatedDiseases') ? card.treatedDiseases : [],
        education: shown('education') ? card.education : [],
        specializations: shown('specializations') ? card.specializations : [],
        internships: shown('internships') ? card.internships : [],
        languages: shown('languages') ? card.languages : [],
        offeredServices: shown('services') ? card.offeredServices : [],
        meetingTypes: shown('meetingTypes') ? card.meetingTypes : [],
        facility,
        services,
        currency: deps.currency,
      };
    },

    /** Every public doctor card, named and linked (GET /api/doctors). */
    listCards(): Promise<DoctorCardEntry[]> {
      return listDoctorCards(db);
    },

    /** The doctor's own profile and payout settings (the doctor area's Profile section). */
    profiles: createDoctorProfiles({
      db,
      people: deps.people,
      facilityExists: async (facilityId) => (await deps.facilityOf(facilityId)) !== null,
    }),

    /**
     * Who a doctor's commission is paid to: person or company, company name, NIP, bank account, default commission
     * option; null before the doctor saves a profile. For the shop's own statements; never shown to anyone else.
     */
    payoutDetailsOf: (doctorAccountId: string) => payoutDetailsOf(db, doctorAccountId),

    /** What booking reads of doctors and their services: public card data, never personal details. */
    booking: {
      all: () => bookableDoctors(db),
      byIds: (ids: readonly string[]) => bookingDoctorsById(db, ids),
      ofService: (serviceId: string) => bookingDoctorOfService(db, serviceId),
      ofAccount: (accountId: string) => bookingDoctorOfAccount(db, accountId),
    },
  };
}

export type DoctorsService = ReturnType<typeof createDoctorsService>;

declare module 'fastify' {
  interface FastifyInstance {
    doctors: DoctorsService;
  }
}

export default fp(
  async function doctorsService(fastify) {
    fastify.decorate(
      'doctors',
      createDoctorsService({
        db: fastify.db,
        currency: fastify.config.currency,
        facilityOf: async (facilityId) => {
          const point = await fastify.collectionPoints.findById(facilityId);
          return point ? { id: point.id, name: point.name, city: point.city.name } : null;
        },
        people: fastify.accounts.directory,
      }),
    );
  },
  { name: 'doctors-service', dependencies: ['database', 'config', 'collection-points-service', 'accounts-service'] },
);

export type { BookingDoctorEntry, BookingServiceEntry } from './store';

import fp from 'fastify-plugin';
import type { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';
import type { Database } from '../../db/client';
import { findDoctorBySlug, servicesOfDoctor } from './store';

/** Where a doctor sees patients, asked of the collection points, which own the facilities. */
type FacilityOf = (facilityId: string) => Promise<DoctorCard['facility']>;

export function createDoctorsService(deps: { db: Database; currency: string; facilityOf: FacilityOf }) {
  const { db } = deps;
  return {
    /** The public doctor card of the page /doctor/{slug}, priced in the shop's currency; null when there is none. */
    async cardBySlug(slug: string): Promise<DoctorCard | null> {
      const doctor = await findDoctorBySlug(db, slug);
      if (!doctor) return null;
      const services = await servicesOfDoctor(db, doctor.id);
      const { id: _id, facilityId, ...card } = doctor;
      const facility = facilityId === null ? null : await deps.facilityOf(facilityId);
      return { ...card, facility, services, currency: deps.currency };
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
      }),
    );
  },
  { name: 'doctors-service', dependencies: ['database', 'config', 'collection-points-service'] },
);

import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { DoctorCard } from '@labshop/shared-contracts/core/api/doctors';
import type { Database } from '../../db/client';
import { cities, doctorServices, doctors, facilities } from '../../db/schema';

/** The card without the currency, which is the shop's setting rather than the doctor's. */
export type DoctorProfile = Omit<DoctorCard, 'currency'>;

export function createDoctorsService(db: Database) {
  return {
    async findBySlug(slug: string): Promise<DoctorProfile | null> {
      const [doctor] = await db
        .select({
          id: doctors.id,
          slug: doctors.slug,
          firstName: doctors.firstName,
          lastName: doctors.lastName,
          title: doctors.title,
          mainCategory: doctors.mainCategory,
          specializations: doctors.specializations,
          aboutMe: doctors.aboutMe,
          treatedDiseases: doctors.treatedDiseases,
          education: doctors.education,
          internships: doctors.internships,
          languages: doctors.languages,
          facilityId: facilities.id,
          facilityName: facilities.name,
          facilityCity: cities.name,
        })
        .from(doctors)
        .leftJoin(facilities, eq(facilities.id, doctors.facilityId))
        .leftJoin(cities, eq(cities.id, facilities.cityId))
        .where(eq(doctors.slug, slug));
      if (!doctor) return null;

      const services = await db
        .select({
          id: doctorServices.id,
          name: doctorServices.name,
          priceMinor: doctorServices.priceMinor,
          meetingTypes: doctorServices.meetingTypes,
        })
        .from(doctorServices)
        .where(eq(doctorServices.doctorId, doctor.id))
        .orderBy(asc(doctorServices.position), asc(doctorServices.name));

      const { id: _id, facilityId, facilityName, facilityCity, ...card } = doctor;
      const facility =
        facilityId && facilityName && facilityCity ? { id: facilityId, name: facilityName, city: facilityCity } : null;
      return { ...card, facility, services };
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
    fastify.decorate('doctors', createDoctorsService(fastify.db));
  },
  { name: 'doctors-service', dependencies: ['database'] },
);

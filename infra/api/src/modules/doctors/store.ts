import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doctorServices, doctors } from '../../db/schema';

/** A doctor's public card as the shop publishes it (no personal data: doctors present themselves to patients). */
export async function findDoctorBySlug(db: Database, slug: string) {
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
      facilityId: doctors.facilityId,
    })
    .from(doctors)
    .where(eq(doctors.slug, slug));
  return doctor ?? null;
}

/** The services a doctor offers, in the order the doctor gave them. */
export async function servicesOfDoctor(db: Database, doctorId: string) {
  return db
    .select({
      id: doctorServices.id,
      name: doctorServices.name,
      priceMinor: doctorServices.priceMinor,
      meetingTypes: doctorServices.meetingTypes,
    })
    .from(doctorServices)
    .where(eq(doctorServices.doctorId, doctorId))
    .orderBy(asc(doctorServices.position), asc(doctorServices.name));
}

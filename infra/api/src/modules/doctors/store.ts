import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doctorServices, doctors } from '../../db/schema';
import type { Principal } from '../../platform/principal';

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
      offeredServices: doctors.offeredServices,
      meetingTypes: doctors.meetingTypes,
      unpublishedParts: doctors.unpublishedParts,
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

export type DoctorRow = typeof doctors.$inferSelect;
/** What the doctor's profile writes to the card. */
export type ProfileValues = Omit<typeof doctors.$inferInsert, 'id' | 'slug' | 'accountId' | 'title'>;

/**
 * The card a doctor keeps through the profile: the principal's own, acting as doctor; nobody reads another's.
 * Null when the doctor has not saved a profile yet (or the principal is no doctor).
 */
export async function findOwnCard(db: Database, principal: Principal): Promise<DoctorRow | null> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return null;
  const [row] = await db.select().from(doctors).where(eq(doctors.accountId, principal.accountId));
  return row ?? null;
}

/**
 * Writes the principal's own card: changes it, or makes it under `slug` on the first save. Two saves at once make
 * one card (the account is unique), the second changing what the first wrote.
 */
export async function saveOwnCard(
  db: Database,
  principal: Principal,
  values: ProfileValues,
  slug: string,
): Promise<DoctorRow | null> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return null;
  const [row] = await db
    .insert(doctors)
    .values({ ...values, slug, accountId: principal.accountId })
    .onConflictDoUpdate({ target: doctors.accountId, set: values })
    .returning();
  return row ?? null;
}

/** Whether a card already has this address. */
export async function slugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.slug, slug));
  return row !== undefined;
}

/**
 * Who the shop pays a doctor's commission to (the monthly statement's heading): billed as a person or a company,
 * the company's name and NIP, the bank account and the default commission option. Null before the doctor saves
 * a profile. The shop's own jobs ask; callers pass a doctor's account id from records they may read.
 */
export async function payoutDetailsOf(db: Database, accountId: string) {
  const [row] = await db
    .select({
      firstName: doctors.firstName,
      lastName: doctors.lastName,
      individual: doctors.billingIndividual,
      companyName: doctors.companyName,
      nip: doctors.nip,
      bankAccount: doctors.bankAccount,
      commissionOption: doctors.commissionOption,
    })
    .from(doctors)
    .where(eq(doctors.accountId, accountId));
  return row ?? null;
}

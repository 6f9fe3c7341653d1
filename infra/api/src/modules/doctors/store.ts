import { asc, eq, inArray } from 'drizzle-orm';
import type { MEETING_TYPES } from '@labshop/shared-contracts/core/api/doctors';
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

/** Every public card, by last and first name: what a list of the cards (the site map) links to. */
export async function listDoctorCards(db: Database) {
  return db
    .select({
      slug: doctors.slug,
      firstName: doctors.firstName,
      lastName: doctors.lastName,
      title: doctors.title,
      mainCategory: doctors.mainCategory,
    })
    .from(doctors)
    .orderBy(asc(doctors.lastName), asc(doctors.firstName), asc(doctors.slug));
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

type MeetingType = (typeof MEETING_TYPES)[number];

/** A doctor as booking shows and searches them: public card data only. */
export interface BookingDoctorEntry {
  id: string;
  accountId: string | null;
  slug: string;
  firstName: string;
  lastName: string;
  title: string | null;
  mainCategory: string;
  specializations: string[];
  facilityId: string | null;
  services: BookingServiceEntry[];
}

export interface BookingServiceEntry {
  id: string;
  doctorId: string;
  code: string;
  name: string;
  priceMinor: number;
  meetingTypes: MeetingType[];
}

const doctorColumns = {
  id: doctors.id,
  accountId: doctors.accountId,
  slug: doctors.slug,
  firstName: doctors.firstName,
  lastName: doctors.lastName,
  title: doctors.title,
  mainCategory: doctors.mainCategory,
  specializations: doctors.specializations,
  facilityId: doctors.facilityId,
};

const serviceColumns = {
  id: doctorServices.id,
  doctorId: doctorServices.doctorId,
  code: doctorServices.code,
  name: doctorServices.name,
  priceMinor: doctorServices.priceMinor,
  meetingTypes: doctorServices.meetingTypes,
};

async function withServices(db: Database, rows: Omit<BookingDoctorEntry, 'services'>[]): Promise<BookingDoctorEntry[]> {
  if (rows.length === 0) return [];
  const services = await db
    .select(serviceColumns)
    .from(doctorServices)
    .where(
      inArray(
        doctorServices.doctorId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(doctorServices.position), asc(doctorServices.name));
  // Grouped once: the search reads every doctor, and filtering all services for each would grow with their square.
  const byDoctor = new Map<string, typeof services>();
  for (const service of services) {
    const own = byDoctor.get(service.doctorId);
    if (own) own.push(service);
    else byDoctor.set(service.doctorId, [service]);
  }
  return rows.map((row) => ({ ...row, services: byDoctor.get(row.id) ?? [] }));
}

/** Every doctor with a bookable service, by name: what the doctor search filters. */
export async function bookableDoctors(db: Database): Promise<BookingDoctorEntry[]> {
  const rows = await db
    .selectDistinct(doctorColumns)
    .from(doctors)
    .innerJoin(doctorServices, eq(doctorServices.doctorId, doctors.id))
    .orderBy(asc(doctors.lastName), asc(doctors.firstName), asc(doctors.id));
  return withServices(db, rows);
}

/** The doctors named, with their services (for the visits of an account or a doctor's schedule). */
export async function bookingDoctorsById(db: Database, ids: readonly string[]): Promise<BookingDoctorEntry[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(doctorColumns)
    .from(doctors)
    .where(inArray(doctors.id, [...new Set(ids)]));
  return withServices(db, rows);
}

/** The doctor of one bookable service, with every service of theirs; null for an unknown service. */
export async function bookingDoctorOfService(db: Database, serviceId: string): Promise<BookingDoctorEntry | null> {
  const [service] = await db
    .select({ doctorId: doctorServices.doctorId })
    .from(doctorServices)
    .where(eq(doctorServices.id, serviceId));
  if (!service) return null;
  const [doctor] = await bookingDoctorsById(db, [service.doctorId]);
  return doctor ?? null;
}

/** The card a doctor's account keeps, with its services; null for an account without one. */
export async function bookingDoctorOfAccount(db: Database, accountId: string): Promise<BookingDoctorEntry | null> {
  const rows = await db.select(doctorColumns).from(doctors).where(eq(doctors.accountId, accountId));
  const [doctor] = await withServices(db, rows);
  return doctor ?? null;
}

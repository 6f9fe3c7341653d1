import { array, enums, integer, nullable, object, string, type Infer } from 'superstruct';

/**
 * Meeting types, spelled as the product spells them: meet (video), phone_call, online (video visit), telemedecine
 * (phone visit).
 */
export const MEETING_TYPES = ['meet', 'phone_call', 'online', 'telemedecine'] as const;

export const DoctorService = object({
  id: string(),
  name: string(),
  priceMinor: integer(),
  meetingTypes: array(enums(MEETING_TYPES)),
});

/**
 * GET /api/doctors/{slug}: the public doctor card of the page /doctor/{slug}. A part the doctor keeps unpublished
 * (profile's publish choices) comes empty: an empty list, or null.
 */
export const DoctorCard = object({
  slug: string(),
  firstName: string(),
  lastName: string(),
  title: nullable(string()),
  mainCategory: string(),
  specializations: array(string()),
  aboutMe: nullable(string()),
  treatedDiseases: array(string()),
  education: array(string()),
  internships: array(string()),
  languages: array(string()),
  facility: nullable(object({ id: string(), name: string(), city: string() })),
  services: array(DoctorService),
  /** What the doctor describes offering, in the doctor's words (the profile's services). */
  offeredServices: array(string()),
  /** How the doctor meets patients. */
  meetingTypes: array(enums(MEETING_TYPES)),
  currency: string(),
});
export type DoctorCard = Infer<typeof DoctorCard>;

/** One public doctor card as a list names it: enough to link to /doctor/{slug}. */
export const DoctorCardEntry = object({
  slug: string(),
  firstName: string(),
  lastName: string(),
  title: nullable(string()),
  mainCategory: string(),
});
export type DoctorCardEntry = Infer<typeof DoctorCardEntry>;

/** GET /api/doctors: every public doctor card, by last name (the site map lists each card's page). */
export const DoctorCardList = object({ items: array(DoctorCardEntry) });
export type DoctorCardList = Infer<typeof DoctorCardList>;

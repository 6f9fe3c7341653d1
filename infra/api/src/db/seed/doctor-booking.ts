import { eq, inArray } from 'drizzle-orm';
import { availabilityRules, doctorSchedules, doctorServices, doctors } from '../schema';
import type { DatabaseExecutor } from '../client';
import { DEMO_DOCTOR_SLUG } from './doctors';
import { facilityId } from './facilities';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

type MeetingType = 'meet' | 'phone_call' | 'online' | 'telemedecine';

interface BookableDemoDoctor {
  slug: string;
  firstName: string;
  lastName: string;
  title: string;
  mainCategory: string;
  specializations: string[];
  aboutMe: string;
  languages: string[];
  facility: string;
  services: { code: string; name: string; priceMinor: number; meetingTypes: MeetingType[] }[];
}

/** Doctors the demo site books (a cardiologist among them), beside the endocrinologist of the doctor card. */
const BOOKABLE_DOCTORS: BookableDemoDoctor[] = [
  {
    slug: 'piotr-wisniewski',
    firstName: 'Piotr',
    lastName: 'Wiśniewski',
    title: 'Dr',
    mainCategory: 'Cardiologist',
    specializations: ['Cardiologist', 'Cardiology', 'Internal medicine'],
    aboutMe: 'I look after patients with high blood pressure, arrhythmia and heart failure, before and after tests.',
    languages: ['Polish', 'English'],
    facility: 'warszawa-pulawska',
    services: [
      {
        code: 'cardiology-consultation',
        name: 'Cardiology consultation',
        priceMinor: 25000,
        meetingTypes: ['meet', 'online'],
      },
      {
        code: 'results-review',
        name: 'Laboratory results review',
        priceMinor: 9900,
        meetingTypes: ['phone_call', 'telemedecine'],
      },
    ],
  },
  {
    slug: 'katarzyna-zielinska',
    firstName: 'Katarzyna',
    lastName: 'Zielińska',
    title: 'Dr',
    mainCategory: 'Allergist',
    specializations: ['Allergist', 'Allergology'],
    aboutMe: 'I diagnose and treat allergies in children and adults, and read allergy panels with my patients.',
    languages: ['Polish'],
    facility: 'krakow-karmelicka',
    services: [
      {
        code: 'allergy-consultation',
        name: 'Allergy consultation',
        priceMinor: 20000,
        meetingTypes: ['meet', 'online', 'telemedecine'],
      },
    ],
  },
];

/** Weekday hours every demo service is offered in (Monday to Friday, 30-minute slots, in the clinic's zone). */
const WEEK = [1, 2, 3, 4, 5];
const HOURS = [
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '18:00' },
];

/**
 * The bookable demo doctors, and weekly hours for every demo doctor's services (the endocrinologist's included) at
 * the doctor's facility, by each meeting type the service offers. Rewritten whole on every run.
 */
export async function seedDoctorBooking(db: DatabaseExecutor): Promise<void> {
  for (const doctor of BOOKABLE_DOCTORS) {
    const id = seedId('doctor', doctor.slug);
    const { services: _services, facility, ...card } = doctor;
    await db
      .insert(doctors)
      .values({ id, ...card, facilityId: facilityId(facility), meetingTypes: meetingTypesOf(doctor) })
      .onConflictDoUpdate({ target: doctors.id, ...upsertChanges(doctors) });
    await db
      .insert(doctorServices)
      .values(
        doctor.services.map((service, position) => ({
          id: seedId('doctor-service', doctor.slug, service.code),
          doctorId: id,
          ...service,
          position,
        })),
      )
      .onConflictDoUpdate({ target: doctorServices.id, ...upsertChanges(doctorServices) });
  }

  const slugs = [DEMO_DOCTOR_SLUG, ...BOOKABLE_DOCTORS.map((doctor) => doctor.slug)];
  const doctorIds = slugs.map((slug) => seedId('doctor', slug));
  const cards = await db
    .select({ id: doctors.id, facilityId: doctors.facilityId })
    .from(doctors)
    .where(inArray(doctors.id, doctorIds));
  await db.delete(availabilityRules).where(inArray(availabilityRules.doctorId, doctorIds));
  for (const card of cards) {
    if (card.facilityId === null) continue;
    await db
      .insert(doctorSchedules)
      .values({ doctorId: card.id, zone: 'Europe/Warsaw' })
      .onConflictDoUpdate({ target: doctorSchedules.doctorId, set: { zone: 'Europe/Warsaw' } });
    const services = await db.select().from(doctorServices).where(eq(doctorServices.doctorId, card.id));
    const rules = services.flatMap((service) =>
      service.meetingTypes.flatMap((meetingType) =>
        WEEK.flatMap((weekday) =>
          HOURS.map((hours) => ({
            id: seedId('availability', service.id, meetingType, String(weekday), hours.start),
            doctorId: card.id,
            serviceId: service.id,
            facilityId: card.facilityId!,
            meetingType,
            weekday,
            ...hours,
            slotMinutes: 30,
          })),
        ),
      ),
    );
    if (rules.length > 0) await db.insert(availabilityRules).values(rules);
  }
}

function meetingTypesOf(doctor: BookableDemoDoctor): MeetingType[] {
  return [...new Set(doctor.services.flatMap((service) => service.meetingTypes))];
}

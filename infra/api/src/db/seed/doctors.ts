import { and, eq, notInArray } from 'drizzle-orm';
import { doctorServices, doctors } from '../schema';
import type { DatabaseExecutor } from '../client';
import { facilityId } from './facilities';
import { seedId } from './seed-id';
import { upsertChanges } from './upsert';

export const DEMO_DOCTOR_SLUG = 'anna-nowak';

const ANNA_NOWAK = {
  id: seedId('doctor', DEMO_DOCTOR_SLUG),
  slug: DEMO_DOCTOR_SLUG,
  firstName: 'Anna',
  lastName: 'Nowak',
  title: 'Dr',
  mainCategory: 'Endocrinologist',
  specializations: ['Endocrinology', 'Internal medicine', 'Diabetology'],
  aboutMe:
    'I help patients with thyroid disease, diabetes and weight problems. I read laboratory results with ' +
    'my patients, explain what they mean, and plan the next steps together.',
  treatedDiseases: [
    "Hashimoto's thyroiditis",
    'Hypothyroidism',
    'Hyperthyroidism',
    'Type 2 diabetes',
    'Insulin resistance',
    'Obesity',
    'Polycystic ovary syndrome (PCOS)',
  ],
  education: [
    'Medical University of Warsaw, Faculty of Medicine, 2009',
    'Specialisation in internal medicine, 2016',
    'Specialisation in endocrinology, 2020',
  ],
  internships: [
    'Department of Endocrinology and Internal Medicine, university hospital in Warszawa, 2010–2016',
    'Diabetes outpatient clinic, Warszawa, 2016–2020',
  ],
  languages: ['Polish', 'English'],
  licenceNumber: '3123456',
  facilityId: facilityId('warszawa-marszalkowska'),
};

const ANNA_NOWAK_SERVICES = [
  {
    code: 'endocrinology-consultation',
    name: 'Endocrinology consultation',
    priceMinor: 22000,
    meetingTypes: ['meet', 'online'],
  },
  {
    code: 'follow-up-consultation',
    name: 'Follow-up consultation',
    priceMinor: 15000,
    meetingTypes: ['meet', 'online', 'phone_call', 'telemedecine'],
  },
  {
    code: 'results-review',
    name: 'Laboratory results review',
    priceMinor: 9900,
    meetingTypes: ['phone_call', 'telemedecine'],
  },
  {
    code: 'weight-loss-consultation',
    name: 'Weight-loss programme consultation',
    priceMinor: 18000,
    meetingTypes: ['online', 'telemedecine'],
  },
] as const;

export async function seedDoctors(db: DatabaseExecutor): Promise<void> {
  await db
    .insert(doctors)
    .values(ANNA_NOWAK)
    .onConflictDoUpdate({ target: doctors.id, ...upsertChanges(doctors) });

  const rows = ANNA_NOWAK_SERVICES.map((service, position) => ({
    id: seedId('doctor-service', DEMO_DOCTOR_SLUG, service.code),
    doctorId: ANNA_NOWAK.id,
    code: service.code,
    name: service.name,
    priceMinor: service.priceMinor,
    meetingTypes: [...service.meetingTypes],
    position,
  }));
  await db.delete(doctorServices).where(
    and(
      eq(doctorServices.doctorId, ANNA_NOWAK.id),
      notInArray(
        doctorServices.id,
        rows.map((row) => row.id),
      ),
    ),
  );
  await db
    .insert(doctorServices)
    .values(rows)
    .onConflictDoUpdate({ target: doctorServices.id, ...upsertChanges(doctorServices) });
}

import type { DoctorCard } from '@labshop/shared-contracts/core';

export function createDoctorCard(overrides: Partial<DoctorCard> = {}): DoctorCard {
  return {
    slug: 'anna-nowak',
    firstName: 'Anna',
    lastName: 'Nowak',
    title: 'Dr',
    mainCategory: 'Endocrinologist',
    specializations: ['Endocrinology', 'Internal medicine'],
    aboutMe: 'I help patients with thyroid and hormone disorders.',
    treatedDiseases: ['Hypothyroidism', 'Diabetes'],
    education: ['Medical University of Warsaw'],
    internships: [],
    languages: ['English', 'Polish'],
    facility: { id: 'facility-1', name: 'Labshop Centrum', city: 'Warsaw' },
    services: [
      { id: 'consultation', name: 'Consultation', priceMinor: 15000, meetingTypes: ['meet', 'phone_call'] },
      { id: 'follow-up', name: 'Follow-up visit', priceMinor: 9950, meetingTypes: ['telemedecine'] },
    ],
    offeredServices: ['Thyroid ultrasound review'],
    meetingTypes: ['meet', 'telemedecine'],
    currency: 'GBP',
    ...overrides,
  };
}

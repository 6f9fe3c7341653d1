import type { Appointment, BookableService, FreeSlot } from '@labshop/shared-contracts/core';

const DOCTOR = { slug: 'anna-nowak', firstName: 'Anna', lastName: 'Nowak', title: 'Dr', mainCategory: 'Cardiologist' };
const FACILITY = {
  id: 'facility-1',
  name: 'Labshop Centrum',
  city: 'Warsaw',
  street: 'ul. Marszałkowska 1',
  postalCode: '00-001',
};

export function createBookableService(overrides: Partial<BookableService> = {}): BookableService {
  return {
    id: 'service-1',
    code: 'consultation',
    name: 'Consultation',
    priceMinor: 15000,
    currency: 'GBP',
    meetingTypes: ['online', 'meet'],
    doctor: DOCTOR,
    facilities: [FACILITY],
    zone: 'Europe/Warsaw',
    ...overrides,
  };
}

export function createFreeSlot(startsAt: string, overrides: Partial<FreeSlot> = {}): FreeSlot {
  const ends = new Date(Date.parse(startsAt) + 30 * 60_000).toISOString();
  return {
    startsAt,
    endsAt: ends,
    serviceId: 'service-1',
    facilityId: FACILITY.id,
    meetingTypes: ['online', 'meet'],
    ...overrides,
  };
}

export function createAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 'visit-1',
    status: 'booked',
    startsAt: '2026-12-04T09:00:00.000Z',
    endsAt: '2026-12-04T09:30:00.000Z',
    zone: 'Europe/Warsaw',
    meetingType: 'online',
    service: { id: 'service-1', code: 'consultation', name: 'Consultation' },
    priceMinor: 15000,
    currency: 'GBP',
    paymentMethod: 'online',
    paid: true,
    orderId: 'order-1',
    holdExpiresAt: null,
    doctor: DOCTOR,
    facility: null,
    patient: { id: 'patient-2', firstName: 'Zosia', lastName: 'Kowalska' },
    note: null,
    changeable: true,
    video: true,
    ...overrides,
  };
}

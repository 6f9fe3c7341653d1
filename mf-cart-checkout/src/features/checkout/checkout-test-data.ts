import type { CollectionPoint } from '@labshop/shared-contracts/core';
import { emptyPatientDetails, EMPTY_ADDRESS, type CheckoutValues, type PatientDetails } from './checkout-values';

/** Valid PESEL numbers: a woman born 1990-05-12 and a man born 1990-05-12. */
export const PESEL_ANNA = '90051201222';
export const PESEL_JAN = '90051201239';

export function createPatientDetails(overrides: Partial<PatientDetails> = {}): PatientDetails {
  return {
    ...emptyPatientDetails('patient-a', 'Anna', 'Nowak'),
    pesel: PESEL_ANNA,
    ...overrides,
  };
}

/** A checkout that may be sent as it is. */
export function createCheckoutValues(overrides: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    address: { ...EMPTY_ADDRESS, street: 'Marszałkowska', houseNumber: '10', postCode: '00-950' },
    visit: { date: '2026-12-02', window: '09:00-11:00' },
    patients: [createPatientDetails()],
    email: 'anna@example.com',
    paymentMethod: 'online',
    consents: { terms: true, dataProcessing: true },
    ...overrides,
  };
}

export function createTestCentre(overrides: Partial<CollectionPoint> = {}): CollectionPoint {
  return {
    id: 'fac-9',
    slug: 'mokotow',
    name: 'Labshop Mokotów',
    city: { uuid: 'city-warsaw', slug: 'warszawa', name: 'Warszawa', homeService: true },
    street: 'ul. Puławska 1',
    postalCode: '02-515',
    latitude: 52.2,
    longitude: 21.02,
    openingHours: 'Mon–Fri 7:00–18:00',
    additionalOpeningHours: 'Sat 8:00–12:00',
    additionalInfo: null,
    closed: false,
    partnerBrands: [],
    features: {
      childFriendly: true,
      childMinAge: 5,
      prevention40Plus: false,
      covidNfz: false,
      covidPrivate: false,
      gynecology: false,
      sport: false,
      swab: false,
      parking: true,
      disabledAccess: true,
      openSunday: false,
      openSaturday: true,
      nextToLab: false,
    },
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=52.2,21.02',
    ...overrides,
  };
}

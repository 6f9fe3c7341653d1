import type { PaymentMethod, Sex } from '@labshop/shared-contracts/core';

/** One person's details as the checkout form holds them, typed text until the order is sent. */
export interface PatientDetails {
  /** The cart's patient these details are for. */
  patientId: string;
  firstName: string;
  lastName: string;
  /** The 'no PESEL number' option; the date of birth and sex identify the person instead. */
  noPesel: boolean;
  pesel: string;
  /** ISO date, as a date input gives it. */
  birthDate: string;
  sex: Sex | '';
  phone: string;
}

/** Where the nurse comes for a home visit; the city is the home-service city chosen for the cart. */
export interface HomeAddress {
  street: string;
  houseNumber: string;
  homeNumber: string;
  postCode: string;
}

/** The nurse's visit as the form holds it: an ISO date and a window written 'HH:MM-HH:MM' (see visitWindowValue). */
export interface VisitChoice {
  date: string;
  window: string;
}

/** A window of the day as one value of the form's radio group: '08:00-10:00'. */
export function visitWindowValue(window: { from: string; to: string }): string {
  return `${window.from}-${window.to}`;
}

/** The window's times from the form's value; null for anything else. */
export function visitWindowTimes(value: string): { from: string; to: string } | null {
  const match = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(value);
  return match?.[1] && match[2] ? { from: match[1], to: match[2] } : null;
}

/** The consents the order needs (terms and data processing are required). */
export interface CheckoutConsents {
  terms: boolean;
  dataProcessing: boolean;
}

export interface CheckoutValues {
  address: HomeAddress;
  visit: VisitChoice;
  patients: PatientDetails[];
  email: string;
  paymentMethod: PaymentMethod;
  consents: CheckoutConsents;
}

export const EMPTY_ADDRESS: HomeAddress = { street: '', houseNumber: '', homeNumber: '', postCode: '' };

export function emptyPatientDetails(patientId: string, firstName = '', lastName = ''): PatientDetails {
  return { patientId, firstName, lastName, noPesel: false, pesel: '', birthDate: '', sex: '', phone: '' };
}

/** Field names of the errors map: `email`, `address.street`, `patients.<patientId>.pesel`, ... */
export type CheckoutErrors = Readonly<Record<string, string>>;

export function patientField(patientId: string, field: keyof Omit<PatientDetails, 'patientId'>): string {
  return `patients.${patientId}.${field}`;
}

/** The checkout's fields as the form holds them: each person's details under their patient id. */
export interface CheckoutFields {
  address?: Partial<HomeAddress>;
  visit?: Partial<VisitChoice>;
  patients?: Record<string, Partial<PatientDetails> | undefined>;
  email?: string;
  paymentMethod?: PaymentMethod;
  consents?: Partial<CheckoutConsents>;
}

/** A person's details as typed, a field emptied again read as empty text. */
export function completePatientDetails(patientId: string, typed: Partial<PatientDetails> = {}): PatientDetails {
  return {
    patientId,
    firstName: typed.firstName ?? '',
    lastName: typed.lastName ?? '',
    noPesel: typed.noPesel ?? false,
    pesel: typed.pesel ?? '',
    birthDate: typed.birthDate ?? '',
    sex: typed.sex ?? '',
    phone: typed.phone ?? '',
  };
}

/** The values the rules check and the order is built from, for the people the order is for. */
export function completeCheckoutValues(fields: CheckoutFields, patients: readonly PatientDetails[]): CheckoutValues {
  return {
    address: { ...EMPTY_ADDRESS, ...definedOnly(fields.address ?? {}) },
    visit: { date: fields.visit?.date ?? '', window: fields.visit?.window ?? '' },
    patients: patients.map((patient) => completePatientDetails(patient.patientId, patient)),
    email: fields.email ?? '',
    paymentMethod: fields.paymentMethod ?? 'online',
    consents: { terms: fields.consents?.terms ?? false, dataProcessing: fields.consents?.dataProcessing ?? false },
  };
}

function definedOnly<T extends object>(values: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

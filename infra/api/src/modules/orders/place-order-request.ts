import {
  array,
  assign,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  type Infer,
} from 'superstruct';
import {
  MAX_EXTRA_PATIENTS,
  normaliseEmail,
  RESULTS_ANALYSIS_CODE,
  validateEmail,
  validateRequired,
  validateTextLength,
  type FieldError,
} from '@labshop/shared-contracts/core';
import { EXAMINATIONS_DATA_MAX_IDS } from '@labshop/shared-contracts/core/api/location-prices';
import { HOME_VISIT_MESSAGES, type HomeVisit } from '@labshop/shared-contracts/core/api/home-visits';
import {
  OrderItemInput,
  OrderPatientInput,
  OrderVisitServiceInput,
  PlaceOrderRequest,
  type OrderAddress,
  type PaymentMethod,
} from '@labshop/shared-contracts/core/api/orders';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { RecordId } from '../../platform/request-values';
import { orderPatientRules, normaliseOrderPatient, type OrderPatientDetails } from './order-patient-rules';

/** The buyer and at most 5 other people, as the cart allows. */
const MAX_ORDER_PATIENTS = MAX_EXTRA_PATIENTS + 1;
const ADDRESS_FIELD_MAX_LENGTH = 255;

/** The checkout as the route declares it: the shared shape, with the API's bounds on every list and number. */
export const PlaceOrderBody = assign(
  PlaceOrderRequest,
  object({
    /** No order of the shop comes near a million pounds; a larger figure is not a total anyone saw. */
    expectedTotalMinor: max(min(integer(), 0), 100_000_000),
    idempotencyKey: refine(
      string(),
      'idempotencyKey',
      (key) => /^[A-Za-z0-9_-]{16,100}$/.test(key) || 'must be 16 to 100 letters, digits, - or _ (a UUID)',
    ),
    // An empty list is refused below, unless the order buys the analysis of an earlier order's results.
    items: size(array(assign(OrderItemInput, object({ id: RecordId }))), 0, EXAMINATIONS_DATA_MAX_IDS),
    visitServices: optional(size(array(assign(OrderVisitServiceInput, object({ id: RecordId }))), 0, 20)),
    customerServices: optional(size(array(size(string(), 1, 64)), 0, 20)),
    patients: refine(
      size(array(assign(OrderPatientInput, object({ id: size(string(), 1, 100) }))), 0, 100),
      'patients',
      (patients) =>
        patients.length <= MAX_ORDER_PATIENTS || `An order can be for at most ${MAX_ORDER_PATIENTS} people.`,
    ),
    resultsAnalysisFor: optional(nullable(size(string(), 0, 100))),
  }),
);

export const EMPTY_CART_MESSAGE = 'The cart is empty.';
export const NO_PATIENT_MESSAGE = 'Add the person the tests are for.';

export type OrderLocationInput =
  /** No address nor visit (null) only for the analysis of earlier results alone: nobody comes to take a sample. */
  | { kind: 'home-service'; cityUuid: string; address: OrderAddress | null; visit: HomeVisit | null }
  | { kind: 'collection-point'; facilityId: string };

export interface PlaceOrderInput {
  idempotencyKey: string;
  /** The total the buyer saw and confirmed, in minor units. */
  expectedTotalMinor: number;
  location: OrderLocationInput;
  /** One entry per item id, with its patients. */
  /** `referralId`: the doctor's referral the item comes from (checked when the order is placed), or null. */
  items: { id: string; patients: string[]; forOwnPackage: boolean; referralId: string | null }[];
  visitServices: { id: string; patients: string[] }[];
  customerServices: string[];
  patients: OrderPatientDetails[];
  email: string;
  paymentMethod: PaymentMethod;
  discountCode: string | null;
  /** The earlier order whose results this one buys the analysis for (checked against the buyer's orders), or null. */
  resultsAnalysisFor: string | null;
}

export const ORDER_FIELD_MESSAGES = {
  noPatient: 'Choose who this test is for.',
  unknownPatient: 'This person is not among the patients of the order.',
  duplicatePatient: 'Each person can be listed only once.',
} as const;

export type PlaceOrderBody = Infer<typeof PlaceOrderBody>;

/** Refusals of an order that buys the analysis of an earlier order's results (`resultsAnalysisFor`). */
export const RESULTS_ANALYSIS_ONLY_MESSAGES = {
  serviceMissing: 'Add the results analysis to buy it for these results.',
  alone: 'The analysis of earlier results is ordered on its own, without tests or visits.',
  notOrderable: 'The analysis cannot be bought for these results.',
  awaitingPayment: 'The analysis of these results is already ordered and awaits its payment.',
  onlinePayment: 'The analysis of earlier results is paid online.',
} as const;

/**
 * POST /api/orders, its shape already checked: every field rule with the shared validators, all at once so the
 * form can show each message next to its field. `today` is an ISO date.
 */
export function checkPlaceOrder(request: PlaceOrderBody, today: string): PlaceOrderInput {
  const patients = request.patients.map(normaliseOrderPatient);
  const errors: FieldErrors = {};
  const add = (field: string, message: FieldError) => {
    if (message !== null) (errors[field] ??= []).push(message);
  };

  add('email', validateEmail(request.email));
  add('consents.terms', validateRequired(request.consents.terms, 'Acceptance of the terms'));
  add('consents.dataProcessing', validateRequired(request.consents.dataProcessing, 'Consent to data processing'));
  const resultsAnalysisFor = request.resultsAnalysisFor?.trim() || null;
  if (request.location.kind === 'home-service' && resultsAnalysisFor === null) {
    for (const [field, label] of ADDRESS_FIELDS) {
      add(`location.address.${field}`, addressFieldError(request.location.address[field], label));
    }
    const homeNumber = request.location.address.homeNumber;
    if (homeNumber !== null && homeNumber.trim() !== '') {
      add('location.address.homeNumber', addressFieldError(homeNumber, 'home number'));
    }
    add('location.visit', visitShapeError(request.location.visit));
  }

  const seen = new Set<string>();
  patients.forEach((patient, index) => {
    if (seen.has(patient.id)) add(`patients.${index}.id`, ORDER_FIELD_MESSAGES.duplicatePatient);
    seen.add(patient.id);
    for (const [field, message] of Object.entries(orderPatientRules(patient, today))) {
      add(`patients.${index}.${field}`, message);
    }
  });

  if (resultsAnalysisFor === null) {
    // Tests or visits are what an order buys, for someone; only the analysis of earlier results needs neither.
    if (request.items.length === 0 && (request.visitServices ?? []).length === 0) add('items', EMPTY_CART_MESSAGE);
    if (patients.length === 0) add('patients', NO_PATIENT_MESSAGE);
  } else if (!(request.customerServices ?? []).includes(RESULTS_ANALYSIS_CODE)) {
    add('resultsAnalysisFor', RESULTS_ANALYSIS_ONLY_MESSAGES.serviceMissing);
  } else if (request.items.length > 0 || (request.visitServices ?? []).length > 0) {
    add('resultsAnalysisFor', RESULTS_ANALYSIS_ONLY_MESSAGES.alone);
  } else if (request.paymentMethod !== 'online') {
    add('paymentMethod', RESULTS_ANALYSIS_ONLY_MESSAGES.onlinePayment);
  }

  const items = mergeById(request.items);
  request.items.forEach((item, index) => add(`items.${index}.patients`, patientsError(item.patients, seen)));
  const visitServices = mergeById(request.visitServices ?? []);
  (request.visitServices ?? []).forEach((service, index) =>
    add(`visitServices.${index}.patients`, patientsError(service.patients, seen)),
  );

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const discountCode = request.discount_code?.trim() ?? '';
  return {
    idempotencyKey: request.idempotencyKey,
    expectedTotalMinor: request.expectedTotalMinor,
    location:
      request.location.kind === 'home-service'
        ? {
            kind: 'home-service',
            cityUuid: request.location.city_uuid,
            address: resultsAnalysisFor === null ? trimAddress(request.location.address) : null,
            // Present when samples are taken: a missing visit is refused above.
            visit: resultsAnalysisFor === null ? (request.location.visit ?? { date: '', from: '', to: '' }) : null,
          }
        : { kind: 'collection-point', facilityId: request.location.facility_id },
    items: items.map((item) => ({
      id: item.id,
      patients: item.patients,
      forOwnPackage: item.for_own_package === true,
      referralId: item.referral_id?.trim() || null,
    })),
    visitServices: visitServices.map((service) => ({ id: service.id, patients: service.patients })),
    customerServices: [...new Set(request.customerServices ?? [])],
    patients,
    email: normaliseEmail(request.email),
    paymentMethod: request.paymentMethod,
    discountCode: discountCode === '' ? null : discountCode,
    resultsAnalysisFor,
  };
}

const ADDRESS_FIELDS = [
  ['street', 'street'],
  ['houseNumber', 'house number'],
  ['postCode', 'post code'],
  ['city', 'city'],
] as const;

/**
 * A home visit must be chosen, as a date and a window's two times; whether the city offers that window then is
 * the locations service's to say, once the city is known.
 */
function visitShapeError(visit: HomeVisit | undefined): FieldError {
  if (visit === undefined) return HOME_VISIT_MESSAGES.required;
  const time = /^[0-2]\d:[0-5]\d$/;
  const wellFormed = /^\d{4}-\d{2}-\d{2}$/.test(visit.date) && time.test(visit.from) && time.test(visit.to);
  return wellFormed ? null : HOME_VISIT_MESSAGES.notOffered;
}

function addressFieldError(value: string, label: string): FieldError {
  return validateTextLength(value, { label, min: 1, max: ADDRESS_FIELD_MAX_LENGTH });
}

function trimAddress(address: OrderAddress): OrderAddress {
  const homeNumber = address.homeNumber?.trim() ?? '';
  return {
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    homeNumber: homeNumber === '' ? null : homeNumber,
    postCode: address.postCode.trim(),
    city: address.city.trim(),
  };
}

function patientsError(patientIds: readonly string[], known: ReadonlySet<string>): FieldError {
  if (patientIds.length === 0) return ORDER_FIELD_MESSAGES.noPatient;
  return patientIds.every((id) => known.has(id)) ? null : ORDER_FIELD_MESSAGES.unknownPatient;
}

/** The same item listed twice is one item for everyone either entry names. */
function mergeById<T extends { id: string; patients: string[] }>(entries: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const entry of entries) {
    const earlier = byId.get(entry.id);
    byId.set(
      entry.id,
      earlier ? { ...earlier, patients: [...new Set([...earlier.patients, ...entry.patients])] } : entry,
    );
  }
  return [...byId.values()];
}

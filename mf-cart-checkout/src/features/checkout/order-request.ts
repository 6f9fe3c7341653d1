import { normalisePesel, normalisePhone, peselSex, type PlaceOrderRequest } from '@labshop/shared-contracts/core';
import type { CheckoutCart, ChosenLocation } from './checkout-cart';
import { patientField, visitWindowTimes, type CheckoutValues, type PatientDetails } from './checkout-values';

function orderLocation(location: ChosenLocation, values: CheckoutValues): PlaceOrderRequest['location'] {
  if (location.mode === 'collection-point') return { kind: 'collection-point', facility_id: location.facilityId };
  const { street, houseNumber, homeNumber, postCode } = values.address;
  const window = visitWindowTimes(values.visit.window);
  return {
    kind: 'home-service',
    city_uuid: location.cityUuid,
    address: {
      street: street.trim(),
      houseNumber: houseNumber.trim(),
      homeNumber: homeNumber.trim() === '' ? null : homeNumber.trim(),
      postCode: postCode.trim(),
      city: location.cityName,
    },
    ...(window && values.visit.date ? { visit: { date: values.visit.date, ...window } } : {}),
  };
}

function orderPatient(patient: PatientDetails): PlaceOrderRequest['patients'][number] {
  const birthDate = patient.birthDate.trim();
  return {
    id: patient.patientId,
    firstName: patient.firstName.trim(),
    lastName: patient.lastName.trim(),
    pesel: patient.noPesel ? null : normalisePesel(patient.pesel),
    birthDate: birthDate === '' ? null : birthDate,
    // The rules ask for the sex only without a PESEL number; the number itself encodes it otherwise.
    sex: patient.sex === '' ? (peselSex(patient.pesel) ?? 'f') : patient.sex,
    phone: patient.phone.trim() === '' ? null : normalisePhone(patient.phone),
  };
}

/**
 * The order as POST /api/orders takes it: what is bought, for whom and where, and the total the buyer saw. No price
 * of a line is sent (the API prices every line itself); the total only lets the API refuse to charge anything else.
 */
export function buildOrderRequest(
  cart: CheckoutCart,
  location: ChosenLocation,
  values: CheckoutValues,
  options: { idempotencyKey: string; discountCode: string | null; expectedTotalMinor: number },
): PlaceOrderRequest {
  return {
    idempotencyKey: options.idempotencyKey,
    expectedTotalMinor: options.expectedTotalMinor,
    location: orderLocation(location, values),
    items: cart.items.map((item) => ({
      id: item.id,
      patients: [...item.patients],
      ...(item.for_own_package ? { for_own_package: true } : {}),
      ...(item.referral_id ? { referral_id: item.referral_id } : {}),
    })),
    visitServices: cart.visitServices.map((service) => ({ id: service.id, patients: [...service.patients] })),
    customerServices: cart.customerServices.map((service) => service.code),
    patients: values.patients.map(orderPatient),
    email: values.email.trim(),
    paymentMethod: values.paymentMethod,
    consents: { terms: values.consents.terms, dataProcessing: values.consents.dataProcessing },
    discount_code: options.discountCode,
    ...(cart.analysisFor === null ? {} : { resultsAnalysisFor: cart.analysisFor.orderId }),
  };
}

const PATIENT_FIELD = /^patients\.(\d+)\.(\w+)$/;
const PATIENT_FIELDS = ['firstName', 'lastName', 'pesel', 'birthDate', 'sex', 'phone'] as const;
const FORM_FIELDS = new Set(['email', 'paymentMethod', 'consents.terms', 'consents.dataProcessing', 'items']);

export interface PlacedErrors {
  /** Messages shown on the form's own fields. */
  fields: Record<string, string>;
  /** Messages for fields the form does not show, shown together above the button. */
  others: string[];
}

/** The 422's `errors`, by the API's field names, onto the fields of this form. */
export function mapOrderErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  patients: readonly PatientDetails[],
): PlacedErrors {
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const patient = PATIENT_FIELD.exec(name);
    const patientId = patient ? patients[Number(patient[1])]?.patientId : undefined;
    const field = PATIENT_FIELDS.find((known) => known === patient?.[2]);
    if (patientId && field) {
      fields[patientField(patientId, field)] = message;
    } else if (name.startsWith('location.address.')) {
      fields[`address.${name.slice('location.address.'.length)}`] = message;
    } else if (name === 'location.visit') {
      fields['visit.window'] = message;
    } else if (FORM_FIELDS.has(name)) {
      fields[name] = message;
    } else {
      others.push(message);
    }
  }
  return { fields, others };
}

import { BIRTH_DATE_MESSAGES, EMAIL_MESSAGES, PESEL_MESSAGES, PHONE_MESSAGES } from '@labshop/shared-contracts/core';
import { CHECKOUT_MESSAGES, validateCheckout, type CheckoutContext } from './checkout-rules';
import { createCheckoutValues, createPatientDetails, PESEL_ANNA } from './checkout-test-data';
import type { CheckoutValues } from './checkout-values';

const AT_A_CENTRE: CheckoutContext = {
  locationKind: 'collection-point',
  hasUnassignedItems: false,
  today: '2026-11-21',
};
const AT_HOME: CheckoutContext = { ...AT_A_CENTRE, locationKind: 'home-service' };

function patient(overrides: Parameters<typeof createPatientDetails>[0]): Partial<CheckoutValues> {
  return { patients: [createPatientDetails(overrides)] };
}

describe('checkout rules', () => {
  it('accept a complete checkout at a test centre and at home', () => {
    expect(validateCheckout(createCheckoutValues(), AT_A_CENTRE)).toEqual({});
    expect(validateCheckout(createCheckoutValues(), AT_HOME)).toEqual({});
  });

  it.each<[string, Partial<CheckoutValues>, CheckoutContext, string, string]>([
    ['no location', {}, { ...AT_A_CENTRE, locationKind: null }, 'location', CHECKOUT_MESSAGES.noLocation],
    [
      'tests without a patient',
      {},
      { ...AT_A_CENTRE, hasUnassignedItems: true },
      'items',
      CHECKOUT_MESSAGES.unassignedItems,
    ],
    ['no e-mail', { email: ' ' }, AT_A_CENTRE, 'email', EMAIL_MESSAGES.required],
    ['a bad e-mail', { email: 'anna@localhost' }, AT_A_CENTRE, 'email', EMAIL_MESSAGES.invalid],
    [
      'terms not accepted',
      { consents: { terms: false, dataProcessing: true } },
      AT_A_CENTRE,
      'consents.terms',
      CHECKOUT_MESSAGES.terms,
    ],
    [
      'no consent to data processing',
      { consents: { terms: true, dataProcessing: false } },
      AT_A_CENTRE,
      'consents.dataProcessing',
      CHECKOUT_MESSAGES.dataProcessing,
    ],
    [
      'payment at the centre for a home visit',
      { paymentMethod: 'at_centre' },
      AT_HOME,
      'paymentMethod',
      CHECKOUT_MESSAGES.atCentreNeedsPoint,
    ],
    [
      'no street for a home visit',
      { address: { street: '', houseNumber: '1', homeNumber: '', postCode: '00-950' } },
      AT_HOME,
      'address.street',
      'Street is required.',
    ],
    [
      'no day for a home visit',
      { visit: { date: '', window: '09:00-11:00' } },
      AT_HOME,
      'visit.date',
      CHECKOUT_MESSAGES.visitDay,
    ],
    [
      'no time for a home visit',
      { visit: { date: '2026-12-02', window: '' } },
      AT_HOME,
      'visit.window',
      CHECKOUT_MESSAGES.visitWindow,
    ],
    [
      'a post code of another form',
      { address: { street: 'Long', houseNumber: '1', homeNumber: '', postCode: '0095' } },
      AT_HOME,
      'address.postCode',
      CHECKOUT_MESSAGES.postCode,
    ],
    [
      'a short first name',
      patient({ firstName: 'A' }),
      AT_A_CENTRE,
      'patients.patient-a.firstName',
      'The first name must have at least 2 characters.',
    ],
    ['no PESEL number', patient({ pesel: '' }), AT_A_CENTRE, 'patients.patient-a.pesel', PESEL_MESSAGES.required],
    [
      'a PESEL number of 10 digits',
      patient({ pesel: '9005120122' }),
      AT_A_CENTRE,
      'patients.patient-a.pesel',
      PESEL_MESSAGES.length,
    ],
    [
      'a wrong check digit',
      patient({ pesel: '90051201221' }),
      AT_A_CENTRE,
      'patients.patient-a.pesel',
      PESEL_MESSAGES.invalid,
    ],
    [
      'a PESEL number of another birth date',
      patient({ birthDate: '1991-05-12' }),
      AT_A_CENTRE,
      'patients.patient-a.pesel',
      PESEL_MESSAGES.birthDateMismatch,
    ],
    [
      'a PESEL number of the other sex',
      patient({ sex: 'm' }),
      AT_A_CENTRE,
      'patients.patient-a.pesel',
      PESEL_MESSAGES.sexMismatch,
    ],
    [
      'no date of birth without a PESEL number',
      patient({ noPesel: true, pesel: '', sex: 'f' }),
      AT_A_CENTRE,
      'patients.patient-a.birthDate',
      BIRTH_DATE_MESSAGES.required,
    ],
    [
      'no sex without a PESEL number',
      patient({ noPesel: true, birthDate: '1990-05-12' }),
      AT_A_CENTRE,
      'patients.patient-a.sex',
      'Sex is required.',
    ],
    [
      'a birth date before 1900',
      patient({ noPesel: true, birthDate: '1899-12-31', sex: 'f' }),
      AT_A_CENTRE,
      'patients.patient-a.birthDate',
      BIRTH_DATE_MESSAGES.tooEarly,
    ],
    [
      'a phone of 8 digits',
      patient({ phone: '60010020' }),
      AT_A_CENTRE,
      'patients.patient-a.phone',
      PHONE_MESSAGES.length,
    ],
  ])('refuse %s with its message on its field', (_case, overrides, context, field, message) => {
    expect(validateCheckout(createCheckoutValues(overrides), context)).toEqual({ [field]: message });
  });

  it('need no address at a test centre, and accept a person with the date of birth instead of a PESEL number', () => {
    const values = createCheckoutValues({
      address: { street: '', houseNumber: '', homeNumber: '', postCode: '' },
      ...patient({ noPesel: true, pesel: '', birthDate: '2015-03-01', sex: 'm', phone: '+48 600 100 200' }),
    });
    expect(validateCheckout(values, AT_A_CENTRE)).toEqual({});
  });

  it('check every person of the order on their own fields', () => {
    const values = createCheckoutValues({
      patients: [
        createPatientDetails(),
        createPatientDetails({ patientId: 'patient-b', pesel: PESEL_ANNA.slice(0, 5) }),
      ],
    });
    expect(validateCheckout(values, AT_A_CENTRE)).toEqual({ 'patients.patient-b.pesel': PESEL_MESSAGES.length });
  });
});

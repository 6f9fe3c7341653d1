import type { RegisterPatientRequest } from '@labshop/shared-contracts/core/api/accounts';
import { uniquePhone } from './account-factories';
import { testIdCardNumber, testPesel } from './identity-numbers';

/** A registration form that passes every rule, with numbers nobody else has. */
export function registrationForm(overrides: Partial<RegisterPatientRequest> = {}): RegisterPatientRequest {
  const phone = uniquePhone();
  return {
    method: 'pesel',
    email: `new-${phone}@example.com`,
    firstName: 'Jan',
    lastName: 'Nowak',
    phone,
    pesel: testPesel('1990-05-15', 'm'),
    birthDate: '1990-05-15',
    sex: 'm',
    idCardNumber: testIdCardNumber(),
    password: 'Secret123',
    passwordConfirmation: 'Secret123',
    termsAccepted: true,
    marketingConsent: true,
    contactConsent: true,
    ...overrides,
  };
}

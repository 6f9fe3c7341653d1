import { expect, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';

export interface FamilyPatient {
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: 'm' | 'f';
  ageGroup: 'child' | 'adult';
}

/** Adds a person the account books for (a family patient) through the API, as the account's patients screen does. */
export async function addFamilyPatient(request: APIRequestContext, account: TestAccount, patient: FamilyPatient) {
  const login = await request.post('/api/patient/login', {
    data: { login: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const added = await request.post('/api/profile/patients', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...patient, pesel: null },
  });
  expect(added.status(), await added.text()).toBe(201);
  return `${patient.firstName} ${patient.lastName}`;
}

import { expect, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './accounts';
import { withDatabase } from './database';

/** Makes an account a verified doctor with a name of its own, as the administration's licence check would. */
export async function makeVerifiedDoctor(account: TestAccount, name: { firstName: string; lastName: string }) {
  const updated = await withDatabase((client) =>
    client.query(
      `UPDATE accounts SET roles = '{patient,doctor}', doctor_verification = 'verified', first_name = $2,
         last_name = $3 WHERE email = $1`,
      [account.email, name.firstName, name.lastName],
    ),
  );
  expect(updated.rowCount).toBe(1);
}

/** Logs the doctor in through the API and switches that session to act as a doctor; answers its bearer header. */
export async function doctorSession(request: APIRequestContext, doctor: TestAccount) {
  const login = await request.post('/api/patient/login', { data: { login: doctor.email, password: doctor.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const role = await request.post('/api/user/role', {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'doctor' },
  });
  expect(role.status(), await role.text()).toBe(200);
  // The switch gives the session a new token; the login's stops working.
  const switched = (await role.json()) as { token: string };
  return { Authorization: `Bearer ${switched.token}` };
}

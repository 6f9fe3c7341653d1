import { expect, type APIRequestContext } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import { E2E_API_URL } from './environment';
import { solvedCaptcha } from './captcha';
import { latestMessage } from './outbox';

export interface TestAccount {
  email: string;
  phone: string;
  password: string;
}

let created = 0;

/**
 * A patient registered and confirmed through the API, as the registration screens would do it. Each comes from
 * an address of its own (a random private one): real patients do not all register from one machine, and the
 * per-address registration limit would stop the suite otherwise. The gateway names the visitor's real address and
 * nothing else, so these calls go to the API directly, standing where the gateway does (on this machine, which the
 * API believes), with the address the gateway would have forwarded.
 */
export async function createTestAccount(request: APIRequestContext): Promise<TestAccount> {
  created += 1;
  // Eight digits after the leading 6 make the market's 9-digit phone, however many accounts a run creates; the
  // last two also name the worker, so two workers creating an account in the same millisecond differ.
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const serial = (created % 50) + 50 * (worker % 2);
  const unique = `${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial).padStart(2, '0')}`;
  const account = { email: `patient.${unique}@example.com`, phone: `6${unique}`, password: 'Healthy-Checkup-1' };
  const headers = { 'x-forwarded-for': `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}` };
  const registered = await request.post(`${E2E_API_URL}/api/register/patient`, {
    headers,
    data: {
      method: 'phone',
      email: account.email,
      firstName: 'Jan',
      lastName: 'Wiśniewski',
      phone: account.phone,
      pesel: null,
      birthDate: '1979-11-02',
      sex: 'm',
      idCardNumber: 'ABA300000',
      password: account.password,
      passwordConfirmation: account.password,
      termsAccepted: true,
      marketingConsent: true,
      contactConsent: true,
      captcha: await solvedCaptcha(request, headers),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { registrationId } = (await registered.json()) as { registrationId: string };
  const code = /\b(\d{6})\b/.exec((await latestMessage('sms', account.phone)).text)?.[1];
  const confirmed = await request.post(`${E2E_API_URL}/api/register/sms-code`, {
    headers,
    data: { registrationId, code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return account;
}

/**
 * Blocks an account the way staff would. There is no admin screen yet, so the test writes to the
 * end-to-end run's own database directly.
 */
export async function blockAccount(databaseUrl: string, email: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query("UPDATE accounts SET status = 'blocked' WHERE email = $1", [email]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

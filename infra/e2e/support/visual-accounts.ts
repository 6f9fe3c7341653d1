import type { Browser, BrowserContext, APIRequestContext } from '@playwright/test';
import { openAccountMenu } from './account-menu';
import { createTestAccount, type TestAccount } from './accounts';
import { withDatabase } from './database';
import { doctorSession, makeVerifiedDoctor } from './doctors';
import { E2E_SITE_URL } from './environment';
import { expect } from './fixtures';
import { createPaidOrder, deliverResult, registerLab, type LabPatient } from './lab-results';
import { logIn } from './log-in';

/** What a browser keeps of a signed-in visitor: cookies and the stored session. */
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface SignedInAccounts {
  /** A patient with three orders: potassium twice (the later one high), thyroid awaiting its sample. */
  patient: SignedInState;
  /** The later potassium result, the one with a history. */
  resultPath: string;
  /** A verified doctor, acting as one, with whom the patient shares the results. */
  doctor: SignedInState;
}

// The account holder as createTestAccount registers them, so the lab's reports match the ordered patient.
const PATIENT: LabPatient = { firstName: 'Jan', lastName: 'Wiśniewski', birthDate: '1979-11-02', sex: 'm' };
const POTASSIUM = { loinc: '2823-3', name: 'Potassium [Moles/volume] in Serum or Plasma', unit: 'mmol/L' };
const POTASSIUM_RANGE = { low: 3.5, high: 5.1 };

/**
 * The signed-in accounts the key pages are drawn for, made once for the run. Every date is fixed, so the pages
 * print the same dates on every run.
 */
export async function signInKeyAccounts(browser: Browser, request: APIRequestContext): Promise<SignedInAccounts> {
  const patient = await createTestAccount(request);
  const resultId = await patientResults(request, patient);
  const doctor = await createTestAccount(request);
  await makeVerifiedDoctor(doctor, { firstName: 'Ewa', lastName: 'Lekarska' });
  await shareResults(request, patient, doctor);
  return {
    patient: await signedIn(browser, patient, 'Patient'),
    resultPath: `/account/results/${resultId}`,
    doctor: await signedIn(browser, doctor, 'Doctor'),
  };
}

async function accountId(account: TestAccount): Promise<string> {
  const found = await withDatabase((client) =>
    client.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [account.email]),
  );
  return found.rows[0]?.id ?? '';
}

async function patientResults(request: APIRequestContext, patient: TestAccount): Promise<string> {
  const labKey = await registerLab();
  // The database numbers orders as they are placed, after whatever the run's other journeys placed: these take
  // numbers of their own (LS-900001 on), so the pages print the same numbers on every run.
  await withDatabase((client) =>
    client.query(
      `SELECT setval(pg_get_serial_sequence('orders', 'number'),
         GREATEST(900000, (SELECT coalesce(max(number), 0) FROM orders)))`,
    ),
  );
  const deliver = async (orderedOn: string, collectedOn: string, value: number) => {
    const orderNumber = await createPaidOrder(patient.email, PATIENT, 'potassium', new Date(orderedOn));
    await deliverResult(request, labKey, {
      orderNumber,
      reportId: `${orderNumber}-report`,
      patient: PATIENT,
      collectedAt: collectedOn,
      observation: { ...POTASSIUM, ...POTASSIUM_RANGE, value },
    });
  };
  await deliver('2026-01-12T08:00:00Z', '2026-01-13T07:45:00Z', 4.2);
  await deliver('2026-03-09T08:00:00Z', '2026-03-10T07:45:00Z', 5.8);
  await createPaidOrder(patient.email, PATIENT, 'tsh', new Date('2026-03-12T08:00:00Z'));
  return withDatabase(async (client) => {
    // The lab's reports arrived now; they are shown as received the day after the sample, as on any run.
    const results = await client.query<{ id: string }>(
      `UPDATE lab_results SET received_at = collected_at + interval '1 day'
       WHERE account_id = (SELECT id FROM accounts WHERE email = $1) RETURNING id, collected_at`,
      [patient.email],
    );
    expect(results.rowCount).toBe(2);
    const latest = await client.query<{ id: string }>(
      `SELECT id FROM lab_results WHERE account_id = (SELECT id FROM accounts WHERE email = $1)
       ORDER BY collected_at DESC LIMIT 1`,
      [patient.email],
    );
    return latest.rows[0]?.id ?? '';
  });
}

/** The doctor asks for the patient's results by phone number and the patient accepts. */
async function shareResults(request: APIRequestContext, patient: TestAccount, doctor: TestAccount): Promise<void> {
  const asked = await request.post('/api/doctor/access-requests', {
    headers: await doctorSession(request, doctor),
    data: { phone: patient.phone },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const login = await request.post('/api/patient/login', {
    data: { login: patient.email, password: patient.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const doctorId = await accountId(doctor);
  const accepted = await request.post(`/api/profile/history/add-access/${doctorId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { add_access: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // Asked and accepted now; shown as shared since a fixed day, as on any run.
  await withDatabase((client) =>
    client.query(
      `UPDATE doctor_access SET requested_at = $2, granted_at = $2, updated_at = $2 WHERE doctor_account_id = $1`,
      [doctorId, '2026-03-11T10:00:00Z'],
    ),
  );
}

/** Signs in through the login form, acting in the given role, and keeps what the browser then holds. */
async function signedIn(browser: Browser, account: TestAccount, role: 'Patient' | 'Doctor'): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL: E2E_SITE_URL });
  try {
    const page = await context.newPage();
    await logIn(page, account.email, account.password);
    if (role === 'Doctor') {
      const accountMenu = await openAccountMenu(page);
      await accountMenu.getByRole('button', { name: 'Switch role' }).click();
      const dialog = page.getByRole('dialog', { name: 'Switch role' });
      await dialog.getByRole('radio', { name: 'Doctor' }).check();
      await dialog.getByRole('button', { name: 'Switch role' }).click();
      await expect(dialog).toBeHidden();
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

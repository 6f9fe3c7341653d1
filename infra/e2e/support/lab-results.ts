import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { withDatabase } from './database';

/** A patient as the shop and the lab both know them. */
export interface LabPatient {
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: 'm' | 'f';
}

/** Registers a lab the way `npm run lab:register` does and answers its API key. */
export async function registerLab(): Promise<string> {
  const apiKey = `lab_${randomBytes(24).toString('base64url')}`;
  const hash = createHash('sha256').update(apiKey, 'utf8').digest('hex');
  const code = `e2e-lab-${randomBytes(4).toString('hex')}`;
  await withDatabase((client) =>
    client.query('INSERT INTO labs (code, name, api_key_hash) VALUES ($1, $2, $3)', [code, 'E2E Lab', hash]),
  );
  return apiKey;
}

/**
 * An order of the account, paid (or, when the test says, waiting for its online payment), for one patient and one catalogue test, written as checkout leaves it (the
 * purchase screens have their own journeys), placed now or when the test says: a lab's sample never precedes its
 * order. Answers the order number as the shop prints it.
 */
export async function createPaidOrder(
  email: string,
  patient: LabPatient,
  testSlug: string,
  placedAt: Date = new Date(),
  status: 'paid' | 'pending_payment' = 'paid',
): Promise<string> {
  return withDatabase(async (client) => {
    const account = await client.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]);
    const test = await client.query<{ id: string }>('SELECT id FROM tests WHERE slug = $1', [testSlug]);
    const facility = await client.query<{ id: string }>('SELECT id FROM facilities LIMIT 1');
    expect([account.rowCount, test.rowCount, facility.rowCount]).toEqual([1, 1, 1]);
    const order = await client.query<{ id: string; number: number }>(
      `INSERT INTO orders (idempotency_key, request_hash, account_id, access_token_hash, status, payment_method,
         email, facility_id, subtotal_minor, savings_minor, total_minor, currency, consents_accepted_at, created_at)
       VALUES ($1, 'e2e', $2, $3, $7, 'online', $4, $5, 1000, 0, 1000, 'GBP', $6, $6)
       RETURNING id, number`,
      [
        randomBytes(8).toString('hex'),
        account.rows[0]?.id,
        randomBytes(16).toString('hex'),
        email,
        facility.rows[0]?.id,
        placedAt.toISOString(),
        status,
      ],
    );
    const { id: orderId, number } = order.rows[0] ?? { id: '', number: 0 };
    const orderPatient = await client.query<{ id: string }>(
      `INSERT INTO order_patients (order_id, cart_patient_id, position, first_name, last_name, birth_date, sex)
       VALUES ($1, 'patient-0', 0, $2, $3, $4, $5) RETURNING id`,
      [orderId, patient.firstName, patient.lastName, patient.birthDate, patient.sex],
    );
    await client.query(
      `INSERT INTO order_lines (order_id, position, kind, label, amount_minor, test_id, order_patient_id)
       VALUES ($1, 1, 'item', 'Test', 1000, $2, $3)`,
      [orderId, test.rows[0]?.id, orderPatient.rows[0]?.id],
    );
    return `LS-${String(number).padStart(6, '0')}`;
  });
}

export interface DeliveredValue {
  loinc: string;
  name: string;
  value: number;
  unit: string;
  low: number;
  high: number;
}

/** A FHIR R4 Bundle as a lab sends one report: the patient, one observation and the report, with the order number. */
function reportBundle(options: {
  orderNumber: string;
  reportId: string;
  patient: LabPatient;
  collectedAt: string;
  observation: DeliveredValue;
  /** More values of the same report, after `observation` (a long report). */
  more?: DeliveredValue[];
}) {
  const { patient, observation } = options;
  const values = [observation, ...(options.more ?? [])];
  const quantity = (value: number, unit: string) => ({ value, unit, system: 'http://unitsofmeasure.org' });
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [
      {
        fullUrl: 'urn:uuid:patient-1',
        resource: {
          resourceType: 'Patient',
          name: [{ family: patient.lastName, given: [patient.firstName] }],
          gender: patient.sex === 'f' ? 'female' : 'male',
          birthDate: patient.birthDate,
        },
      },
      ...values.map((value, index) => ({
        fullUrl: `urn:uuid:obs-${index + 1}`,
        resource: {
          resourceType: 'Observation',
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: value.loinc, display: value.name }] },
          subject: { reference: 'urn:uuid:patient-1' },
          valueQuantity: { ...quantity(value.value, value.unit), code: value.unit },
          referenceRange: [{ low: quantity(value.low, value.unit), high: quantity(value.high, value.unit) }],
        },
      })),
      {
        fullUrl: 'urn:uuid:report-1',
        resource: {
          resourceType: 'DiagnosticReport',
          identifier: [{ system: 'https://lab.example/reports', value: options.reportId }],
          basedOn: [{ identifier: { value: options.orderNumber } }],
          status: 'final',
          code: { coding: [{ system: 'http://loinc.org', code: observation.loinc, display: observation.name }] },
          subject: { reference: 'urn:uuid:patient-1' },
          effectiveDateTime: options.collectedAt,
          issued: options.collectedAt,
          result: values.map((_, index) => ({ reference: `urn:uuid:obs-${index + 1}` })),
        },
      },
    ],
  };
}

export async function deliverResult(
  request: APIRequestContext,
  labKey: string,
  options: Parameters<typeof reportBundle>[0],
): Promise<void> {
  const response = await request.post('/api/lab/results', {
    headers: { Authorization: `Bearer ${labKey}`, 'Content-Type': 'application/fhir+json' },
    data: JSON.stringify(reportBundle(options)),
  });
  expect(response.status(), await response.text()).toBe(201);
}

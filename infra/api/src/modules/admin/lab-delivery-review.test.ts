import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { eq } from 'drizzle-orm';
import {
  DismissedDeliveryAnswer,
  MatchedDeliveryAnswer,
  UnmatchedDeliveryDetail,
  UnmatchedDeliveryList,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { LabDeliveryAnswer, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { labResults, observations, unmatchedLabDeliveries } from '../../db/schema';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from '../lab-delivery/store/labs';
import { UNMATCHED_REASONS } from '../lab-delivery/ordered-test-identity';
import { sampleBundle } from '../lab-delivery/testing/sample-bundle';
import { sampleOruR01 } from '../lab-delivery/testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';

const FORBIDDEN = { message: 'It cannot be done.' };
const ALREADY_REVIEWED = { message: 'This delivery has already been reviewed.' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('reviewing lab reports that matched no order', () => {
  let testApp: TestApp;
  let labKey: string;
  let sequence = 0;
  let now = new Date('2026-05-01T09:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => now });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'review-lab', name: 'Review Lab' }));
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    testApp.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload }) });

  async function signedInAdmin() {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const headers = await signedInAs(testApp.app, admin.id, 'admin');
    return { admin, headers };
  }

  /** A paid potassium test for a woman with a PESEL, and a report for it the lab sent with a mistyped order number. */
  async function keptReport(change: { orderNumber?: string; testCode?: string } = { orderNumber: 'LS-999999999' }) {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel, lastName: 'Kowalska' }, testIds: [potassium.id] }],
    });
    sequence += 1;
    const labReportId = `KEPT-${sequence}-${order.orderNumber}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'x-application/hl7-v2+er7', authorization: `Bearer ${labKey}` },
      payload: sampleOruR01({
        orderNumber: order.orderNumber,
        labReportId,
        testCode: '2823-3',
        testName: 'Potassium',
        pesel,
        observations: [
          { loinc: '2823-3', name: 'Potassium', value: '6.5', unit: 'mmol/L', range: '3.5-5.1', flag: 'H' },
        ],
        ...change,
      }),
    });
    expect(response.statusCode).toBe(202);
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(eq(unmatchedLabDeliveries.labReportId, labReportId));
    if (!kept) throw new Error('The report was not kept');
    return { id: kept.id, labReportId, pesel, account, ...order };
  }

  const resultsOf = (labReportId: string) =>
    testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));

  it('answers 401 to a guest and 403 ‘It cannot be done.’ to a patient and to an admin acting as a patient', async () => {
    const { id } = await keptReport();
    const patient = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const adminAsPatient = await signedIn(
      testApp.app,
      (await createTestAccount(testApp.db, { roles: ['patient', 'admin'] })).id,
    );
    const endpoints = [
      ['GET', 'admin/lab-deliveries/unmatched'],
      ['GET', `admin/lab-deliveries/unmatched/${id}`],
      ['POST', `admin/lab-deliveries/unmatched/${id}/match`],
      ['POST', `admin/lab-deliveries/unmatched/${id}/dismiss`],
    ] as const;
    for (const [method, url] of endpoints) {
      expect(
        (await call(method, url, {}, method === 'POST' ? { reason: 'x', orderNumber: 'x' } : undefined)).statusCode,
      ).toBe(401);
      for (const headers of [patient, adminAsPatient]) {
        const refused = await call(
          method,
          url,
          headers,
          method === 'POST' ? { reason: 'x', orderNumber: 'x' } : undefined,
        );
        expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, FORBIDDEN]);
      }
    }
    const [row] = await testApp.db.select().from(unmatchedLabDeliveries).where(eq(unmatchedLabDeliveries.id, id));
    expect(row?.reviewedAt).toBeNull();
  });

  it('lists the open reports newest first, with the lab, the reason and the patient as the message names them', async () => {
    now = new Date('2026-05-02T08:00:00Z');
    const older = await keptReport();
    now = new Date('2026-05-02T09:00:00Z');
    const newer = await keptReport({ testCode: '718-7' });
    const { headers } = await signedInAdmin();

    const list = expectShape(
      (await call('GET', 'admin/lab-deliveries/unmatched', headers)).json(),
      UnmatchedDeliveryList,
    );

    const ids = list.deliveries.map((delivery) => delivery.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.deliveries.find((delivery) => delivery.id === newer.id)).toEqual({
      id: newer.id,
      labName: 'Review Lab',
      labReportId: newer.labReportId,
      format: 'hl7v2',
      receivedAt: '2026-05-02T09:00:00.000Z',
      reason: UNMATCHED_REASONS.noTest,
      orderNumber: newer.orderNumber,
      testCode: '718-7',
      testName: 'Potassium',
      patient: { familyName: 'Kowalska', givenName: 'Anna', birthDate: '1985-04-10', sex: 'f', pesel: newer.pesel },
    });
  });

  it('shows one report with the values read from the message; an unknown or malformed id is 404', async () => {
    const { headers } = await signedInAdmin();
    const { id } = await keptReport();

    const detail = expectShape(
      (await call('GET', `admin/lab-deliveries/unmatched/${id}`, headers)).json(),
      UnmatchedDeliveryDetail,
    );

    expect(detail).toMatchObject({ id, reason: UNMATCHED_REASONS.noOrder, reportStatus: 'final', reviewedAt: null });
    expect(detail.observations).toEqual([
      {
        name: 'Potassium',
        loinc: '2823-3',
        value: '6.5 mmol/L',
        range: '3.5-5.1',
        labFlag: 'H',
        notes: [],
        patientNotes: [],
      },
    ]);
    for (const unknown of [UNKNOWN_ID, 'not-an-id']) {
      expect((await call('GET', `admin/lab-deliveries/unmatched/${unknown}`, headers)).statusCode).toBe(404);
      const match = await call('POST', `admin/lab-deliveries/unmatched/${unknown}/match`, headers, {
        orderNumber: 'LS-1',
      });
      expect(match.statusCode).toBe(404);
      const dismiss = await call('POST', `admin/lab-deliveries/unmatched/${unknown}/dismiss`, headers, {
        reason: 'Test',
      });
      expect(dismiss.statusCode).toBe(404);
    }
  });

  it('matches a kept report to the order it belongs to and stores it as a delivery would, judged on the server', async () => {
    const { admin, headers } = await signedInAdmin();
    const { id, labReportId, orderNumber, account } = await keptReport();

    const response = await call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, { orderNumber });

    expect(response.statusCode).toBe(200);
    const { resultId } = expectShape(response.json(), MatchedDeliveryAnswer);
    const [result] = await resultsOf(labReportId);
    expect(result).toMatchObject({ id: resultId, accountId: account.id, status: 'final', format: 'hl7v2' });
    const values = await testApp.db.select().from(observations).where(eq(observations.resultId, resultId));
    // The lab said H; 6.5 mmol/L is past the critical limit, so the server says HH.
    expect(values.map((value) => [value.valueNumber, value.flag, value.labFlag])).toEqual([[6.5, 'HH', 'H']]);
    const [row] = await testApp.db.select().from(unmatchedLabDeliveries).where(eq(unmatchedLabDeliveries.id, id));
    expect(row).toMatchObject({ resolution: 'matched', reviewedBy: admin.id, resultId, reviewedAt: now });
    const list = expectShape(
      (await call('GET', 'admin/lab-deliveries/unmatched', headers)).json(),
      UnmatchedDeliveryList,
    );
    expect(list.deliveries.map((delivery) => delivery.id)).not.toContain(id);
    const patientView = await call('GET', `results/${resultId}`, await signedIn(testApp.app, account.id));
    expect(expectShape(patientView.json(), ResultDetail).observations[0]?.flag).toBe('HH');

    // Matching it again is refused: it has been reviewed.
    const again = await call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, { orderNumber });
    expect([again.statusCode, again.json()]).toEqual([409, ALREADY_REVIEWED]);
  });

  it('matches with the test code the administrator gives when the lab sent a wrong one', async () => {
    const { headers } = await signedInAdmin();
    const { id, labReportId, orderNumber } = await keptReport({ testCode: '718-7' });

    const response = await call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, {
      orderNumber,
      testCode: '2823-3',
    });

    expect(response.statusCode).toBe(200);
    expect(await resultsOf(labReportId)).toHaveLength(1);
  });

  it('answers 422 with field messages when the report still does not match, and keeps it open', async () => {
    const { headers } = await signedInAdmin();
    const { id, labReportId, orderNumber } = await keptReport();
    const unpaid = await createTestOrder(testApp.db, {
      status: 'pending_payment',
      patients: [{ patient: {}, testIds: [(await createLoincTest(testApp.db, '2823-3', 'Potassium')).id] }],
    });
    const cases: Array<[object, Record<string, string[]>]> = [
      [{}, { orderNumber: ['is required'] }],
      [{ orderNumber: '   ' }, { orderNumber: ['is required'] }],
      [{ orderNumber: 'LS-999999998' }, { orderNumber: [UNMATCHED_REASONS.noOrder] }],
      [{ orderNumber: unpaid.orderNumber }, { orderNumber: [UNMATCHED_REASONS.notPaid] }],
      [{ orderNumber, testCode: '718-7' }, { testCode: [UNMATCHED_REASONS.noTest] }],
      [{ orderNumber, testCode: 7 }, { testCode: ['must be text'] }],
    ];
    for (const [body, errors] of cases) {
      const refused = await call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, body);
      expect([body, refused.statusCode, refused.json().errors]).toEqual([body, 422, errors]);
    }
    expect(await resultsOf(labReportId)).toEqual([]);
    const [row] = await testApp.db.select().from(unmatchedLabDeliveries).where(eq(unmatchedLabDeliveries.id, id));
    expect(row?.reviewedAt).toBeNull();
  });

  it('stores one result when two administrators match the same report at once', async () => {
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    const { id, labReportId, orderNumber } = await keptReport();

    const answers = await Promise.all(
      [first, second].map(({ headers }) =>
        call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, { orderNumber }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await resultsOf(labReportId)).toHaveLength(1);
  });

  it('dismisses a report with a reason, storing nothing; it cannot be matched afterwards', async () => {
    const { admin, headers } = await signedInAdmin();
    const { id, labReportId, orderNumber } = await keptReport();

    const noReason = await call('POST', `admin/lab-deliveries/unmatched/${id}/dismiss`, headers, { reason: '' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([422, { reason: ['is required'] }]);
    const dismissed = await call('POST', `admin/lab-deliveries/unmatched/${id}/dismiss`, headers, {
      reason: 'Sent to us by mistake; the lab was told.',
    });

    expect(dismissed.statusCode).toBe(200);
    expect(expectShape(dismissed.json(), DismissedDeliveryAnswer)).toEqual({ id });
    const detail = expectShape(
      (await call('GET', `admin/lab-deliveries/unmatched/${id}`, headers)).json(),
      UnmatchedDeliveryDetail,
    );
    expect(detail).toMatchObject({
      resolution: 'dismissed',
      dismissReason: 'Sent to us by mistake; the lab was told.',
      resultId: null,
    });
    const [row] = await testApp.db.select().from(unmatchedLabDeliveries).where(eq(unmatchedLabDeliveries.id, id));
    expect(row?.reviewedBy).toBe(admin.id);
    const match = await call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, { orderNumber });
    expect([match.statusCode, match.json()]).toEqual([409, ALREADY_REVIEWED]);
    expect(await resultsOf(labReportId)).toEqual([]);
    const audit = expectShape(
      (await call('GET', `admin/audit-log?recordType=kept_lab_report&recordId=${id}`, headers)).json(),
      AuditLogPage,
    );
    expect(audit.entries.map((entry) => [entry.action, entry.actor?.id, entry.after])).toEqual([
      [
        'kept_report_dismissed',
        admin.id,
        { resolution: 'dismissed', dismissReason: 'Sent to us by mistake; the lab was told.' },
      ],
    ]);
  });

  it('applies the lab’s later correction to a report an administrator matched', async () => {
    const { headers } = await signedInAdmin();
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: {}, testIds: [potassium.id] }],
    });
    const labReportId = `KEPT-FIX-${orderNumber}`;
    const deliver = (options: { orderNumber: string; status?: string; value: number }) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/lab/results',
        headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labKey}` },
        payload: JSON.stringify(
          sampleBundle({
            orderNumber: options.orderNumber,
            labReportId,
            testCode: '2823-3',
            ...(options.status === undefined ? {} : { status: options.status }),
            observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: options.value, unit: 'mmol/L' } }],
          }),
        ),
      });
    const kept = expectShape((await deliver({ orderNumber: 'LS-999999999', value: 6.5 })).json(), LabDeliveryAnswer);
    const id = kept.reports[0]?.id ?? '';
    const { resultId } = expectShape(
      (await call('POST', `admin/lab-deliveries/unmatched/${id}/match`, headers, { orderNumber })).json(),
      MatchedDeliveryAnswer,
    );

    const corrected = await deliver({ orderNumber: 'LS-999999999', status: 'corrected', value: 4.5 });

    expect(expectShape(corrected.json(), LabDeliveryAnswer).reports).toEqual([
      { labReportId, status: 'stored', id: resultId },
    ]);
    const values = await testApp.db.select().from(observations).where(eq(observations.resultId, resultId));
    expect(values.map((value) => [value.valueNumber, value.flag])).toEqual([[4.5, 'N']]);
  });
});

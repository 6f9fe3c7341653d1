import { and, asc, eq } from 'drizzle-orm';
import { LabDeliveryAnswer } from '@labshop/shared-contracts/core/api/results';
import { UnmatchedDeliveryDetail } from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { labResults, labs, observations, orderLines, unmatchedLabDeliveries } from '../../db/schema';
import { createTestAccount, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from './store/labs';
import { SAMPLE_TIME_LEEWAY_MS } from './report-checks';
import { sampleBundle, type SampleFhirObservation } from './testing/sample-bundle';
import { sampleOruR01, type SampleObx } from './testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from './testing/paid-order';

const NOW = new Date('2026-05-01T09:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

describe('reports kept for review instead of being stored into an order', () => {
  let testApp: TestApp;
  let labKey: string;
  let labId: string;
  let reportSequence = 0;
  const nextReportId = () => `K-${Date.now()}-${(reportSequence += 1)}`;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'review-lab', name: 'Review Lab' }));
    const [lab] = await testApp.db.select().from(labs).where(eq(labs.code, 'review-lab'));
    labId = lab?.id ?? '';
  });
  afterAll(() => testApp.close());

  const deliver = (contentType: string, payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, authorization: `Bearer ${labKey}` },
      payload,
    });
  const deliverHl7 = (message: string) => deliver('x-application/hl7-v2+er7', message);
  const deliverFhir = (bundle: object) => deliver('application/fhir+json', JSON.stringify(bundle));
  const msa = (ack: string) =>
    ack
      .split('\r')
      .find((segment) => segment.startsWith('MSA|'))
      ?.split('|') ?? [];

  /** A paid potassium order, placed when the test says, for a woman with a PESEL. */
  async function paidPotassiumOrder(placedAt = new Date('2026-04-28T10:00:00Z')) {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt,
      patients: [{ patient: { pesel, birthDate: '1985-04-10', sex: 'f' }, testIds: [potassium.id] }],
    });
    return { account, pesel, ...order };
  }

  const potassium = (overrides: Partial<SampleObx> = {}): SampleObx => ({
    loinc: '2823-3',
    name: 'Potassium',
    value: '4.2',
    unit: 'mmol/L',
    range: '3.5-5.1',
    ...overrides,
  });

  /** An HL7 report of the order, sampled at `collectedAt` (HL7 time), with the values given. */
  const hl7Report = (
    order: { orderNumber: string; pesel: string },
    values: SampleObx[],
    extra: { labReportId?: string; collectedAt?: string; status?: string } = {},
  ) =>
    sampleOruR01({
      orderNumber: order.orderNumber,
      labReportId: extra.labReportId ?? nextReportId(),
      testCode: '2823-3',
      pesel: order.pesel,
      observations: values,
      ...(extra.collectedAt === undefined ? {} : { collectedAt: extra.collectedAt }),
      ...(extra.status === undefined ? {} : { status: extra.status }),
    });

  async function keptReport(labReportId: string) {
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(and(eq(unmatchedLabDeliveries.labId, labId), eq(unmatchedLabDeliveries.labReportId, labReportId)));
    return kept;
  }

  /** The results this lab stored for the order's tests. */
  async function storedResultsOf(orderId: string) {
    return testApp.db
      .select({ id: labResults.id })
      .from(labResults)
      .innerJoin(orderLines, eq(orderLines.id, labResults.orderLineId))
      .where(and(eq(labResults.labId, labId), eq(orderLines.orderId, orderId)));
  }

  /** An administrator, signed in and acting as admin, reading the kept report. */
  async function adminReads(keptId: string) {
    const admin = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    const headers = await signedInAs(testApp.app, admin.id, 'admin');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/admin/lab-deliveries/unmatched/${keptId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return { headers, detail: expectShape(response.json(), UnmatchedDeliveryDetail) };
  }

  it('keeps an HL7 report whose range has its low end above its high end, says why, and stores no value', async () => {
    const order = await paidPotassiumOrder();
    const labReportId = nextReportId();

    const response = await deliverHl7(hl7Report(order, [potassium({ range: '5.1-3.5' })], { labReportId }));

    expect(response.statusCode).toBe(202);
    expect(msa(response.body)[1]).toBe('AA');
    expect(await storedResultsOf(order.order.id)).toEqual([]);
    const kept = await keptReport(labReportId);
    expect(kept?.reason).toBe(
      'None of the report’s values could be read, so nothing was stored. OBX[1]-7: The range "5.1-3.5" has its ' +
        'low end above its high end, so it cannot be true. Ask the lab for a corrected report.',
    );
    // The administrator sees the reason and the value as the lab sent it, range and all.
    const { detail } = await adminReads(kept?.id ?? '');
    expect(detail).toMatchObject({ reason: kept?.reason, orderNumber: order.orderNumber });
    expect(detail.observations[0]).toMatchObject({ name: 'Potassium', value: expect.stringContaining('|5.1-3.5|') });
  });

  it('keeps a FHIR report whose range has its low end above its high end', async () => {
    const order = await paidPotassiumOrder();
    const labReportId = nextReportId();
    const inverted: SampleFhirObservation = {
      loinc: '2823-3',
      name: 'Potassium',
      quantity: { value: 4.2, unit: 'mmol/L' },
      low: 5.1,
      high: 3.5,
    };

    const response = await deliverFhir(
      sampleBundle({ orderNumber: order.orderNumber, labReportId, testCode: '2823-3', observations: [inverted] }),
    );

    expect(response.statusCode).toBe(202);
    expect(expectShape(response.json(), LabDeliveryAnswer).reports[0]?.status).toBe('unmatched');
    expect((await keptReport(labReportId))?.reason).toMatch(/range 5\.1-3\.5 has its low end above its high end/u);
    expect(await storedResultsOf(order.order.id)).toEqual([]);
  });

  it('keeps a report whose sample was taken before the order was placed', async () => {
    const order = await paidPotassiumOrder(new Date('2026-04-28T10:00:00Z'));
    const labReportId = nextReportId();

    const response = await deliverHl7(
      hl7Report(order, [potassium()], { labReportId, collectedAt: '202604200800+0200' }),
    );

    expect(response.statusCode).toBe(202);
    expect((await keptReport(labReportId))?.reason).toBe(
      'The sample was taken on 20 Apr 2026, 06:00 UTC, before the order was placed on 28 Apr 2026, 10:00 UTC: ' +
        'it cannot be this order’s sample.',
    );
    expect(await storedResultsOf(order.order.id)).toEqual([]);
  });

  it('stores a sample timed a little before the order, within the leeway for clocks and zones', async () => {
    const placedAt = new Date('2026-04-30T10:00:00Z');
    const order = await paidPotassiumOrder(placedAt);
    // A date without a time reads as midnight, hours before an order placed that same morning.
    const response = await deliverHl7(hl7Report(order, [potassium()], { collectedAt: '20260430' }));

    expect(response.statusCode).toBe(200);
    expect(await storedResultsOf(order.order.id)).toHaveLength(1);
    expect(SAMPLE_TIME_LEEWAY_MS).toBe(24 * HOUR_MS);
  });

  it('keeps a report whose sample is dated more than a day after it arrived, and stores one within the day', async () => {
    const order = await paidPotassiumOrder();
    const future = nextReportId();
    const response = await deliverHl7(
      hl7Report(order, [potassium()], { labReportId: future, collectedAt: '202605031000+0000' }),
    );
    expect(response.statusCode).toBe(202);
    expect((await keptReport(future))?.reason).toBe(
      'The sample’s collection time, 3 May 2026, 10:00 UTC, is after the report arrived on 1 May 2026, 09:00 UTC: ' +
        'the date is wrong. Ask the lab for a corrected report.',
    );

    const laterToday = await deliverHl7(hl7Report(order, [potassium()], { collectedAt: '202605012000+0000' }));
    expect(laterToday.statusCode).toBe(200);
  });

  it('keeps one value with an impossible range for an administrator to read, never to store, and stores the rest', async () => {
    const order = await paidPotassiumOrder();
    const labReportId = nextReportId();
    const sodium = { loinc: '2951-2', name: 'Sodium', value: '140', unit: 'mmol/L', range: '136-145' };

    const response = await deliverHl7(hl7Report(order, [potassium({ range: '5.1-3.5' }), sodium], { labReportId }));

    expect(response.statusCode).toBe(200);
    expect(msa(response.body)[1]).toBe('AA');
    const [stored] = await storedResultsOf(order.order.id);
    expect(
      (
        await testApp.db
          .select()
          .from(observations)
          .where(eq(observations.resultId, stored?.id ?? ''))
      ).map((value) => value.name),
    ).toEqual(['Sodium']);
    const kept = await keptReport(`${labReportId} OBX[1]-7`);
    const { headers, detail } = await adminReads(kept?.id ?? '');
    expect(detail.reason).toBe(
      'OBX[1]-7: The range "5.1-3.5" has its low end above its high end, so it cannot be true. ' +
        'The value was kept for review; the report’s other values were stored.',
    );
    expect(detail.observations).toEqual([
      expect.objectContaining({ name: 'Potassium', value: expect.stringContaining('|5.1-3.5|') as unknown }),
    ]);
    const matched = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/lab-deliveries/unmatched/${kept?.id ?? ''}/match`,
      headers,
      payload: { orderNumber: order.orderNumber },
    });
    expect(matched.statusCode).toBe(422);
    expect(await storedResultsOf(order.order.id)).toHaveLength(1);
  });

  it('refuses to let an administrator store a report with an impossible range; the lab’s correction is stored', async () => {
    const order = await paidPotassiumOrder();
    const labReportId = nextReportId();
    await deliverHl7(hl7Report(order, [potassium({ range: '5.1-3.5' })], { labReportId }));
    const kept = await keptReport(labReportId);
    const { headers } = await adminReads(kept?.id ?? '');

    const matched = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/lab-deliveries/unmatched/${kept?.id ?? ''}/match`,
      headers,
      payload: { orderNumber: order.orderNumber },
    });
    expect(matched.statusCode).toBe(422);
    expect(matched.json()).toMatchObject({ errors: { report: [kept?.reason] } });
    expect(await storedResultsOf(order.order.id)).toEqual([]);

    const corrected = await deliverHl7(
      hl7Report(order, [potassium({ range: '3.5-5.1' })], { labReportId, status: 'C' }),
    );
    expect(corrected.statusCode).toBe(200);
    const [stored] = await storedResultsOf(order.order.id);
    expect(stored).toBeDefined();
    expect((await keptReport(labReportId))?.resolution).toBe('matched');
  });

  it('keeps a correction with an impossible range for review and leaves the stored values as they were', async () => {
    const order = await paidPotassiumOrder();
    const labReportId = nextReportId();
    await deliverHl7(hl7Report(order, [potassium({ value: '4.2' })], { labReportId }));
    const [stored] = await storedResultsOf(order.order.id);
    const correction = hl7Report(order, [potassium({ value: '4.4', range: '5.1-3.5' })], { labReportId, status: 'C' });

    const first = await deliverHl7(correction);
    const again = await deliverHl7(correction);

    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(msa(again.body)).toEqual(msa(first.body));
    const values = await testApp.db
      .select()
      .from(observations)
      .where(eq(observations.resultId, stored?.id ?? ''));
    expect(values.map((value) => [value.valueNumber, value.flag])).toEqual([[4.2, 'N']]);
    const kept = await keptReport(labReportId);
    expect(kept).toMatchObject({ reviewedAt: null });
    expect(kept?.reason).toMatch(/^None of the report’s values could be read.*"5\.1-3\.5" has its low end above/u);
  });

  it('stores a value the lab listed twice, identically, once', async () => {
    const order = await paidPotassiumOrder();

    const response = await deliverHl7(hl7Report(order, [potassium(), potassium()]));

    expect(response.statusCode).toBe(200);
    const [stored] = await storedResultsOf(order.order.id);
    const values = await testApp.db
      .select()
      .from(observations)
      .where(eq(observations.resultId, stored?.id ?? ''))
      .orderBy(asc(observations.position));
    expect(values.map((value) => value.valueNumber)).toEqual([4.2]);
  });

  it('answers a report sent again under another report id with the stored result, and stores new values', async () => {
    const order = await paidPotassiumOrder();
    const bundle = (labReportId: string, value: number) =>
      sampleBundle({
        orderNumber: order.orderNumber,
        labReportId,
        testCode: '2823-3',
        pesel: order.pesel,
        observations: [
          { loinc: '2823-3', name: 'Potassium', quantity: { value, unit: 'mmol/L' }, low: 3.5, high: 5.1 },
        ],
      });

    const first = expectShape((await deliverFhir(bundle(nextReportId(), 4.2))).json(), LabDeliveryAnswer);
    const copy = expectShape((await deliverFhir(bundle(nextReportId(), 4.2))).json(), LabDeliveryAnswer);
    const other = expectShape((await deliverFhir(bundle(nextReportId(), 4.6))).json(), LabDeliveryAnswer);

    expect(copy.reports[0]).toMatchObject({ status: 'stored', id: first.reports[0]?.id });
    expect(other.reports[0]?.id).not.toBe(first.reports[0]?.id);
    expect(await storedResultsOf(order.order.id)).toHaveLength(2);
  });
});

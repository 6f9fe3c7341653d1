import { asc, eq } from 'drizzle-orm';
import type { Bundle } from '@medplum/fhirtypes';
import { LabDeliveryAnswer, RESULT_READY_EVENT, accountChannel } from '@labshop/shared-contracts/core/api/results';
import { labResults, labResultVersions, observations, unmatchedLabDeliveries } from '../../db/schema';
import type { TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { nextEvent, subscribed } from '../../../../realtime/src/testing/browser-client';
import { startLiveApp, type LiveApp } from '../realtime/testing/live-harness';
import { PRELIMINARY_AFTER_FINAL } from './report-succession';
import { registerLab } from './store/labs';
import { sampleBundle, type SampleBundleOptions } from './testing/sample-bundle';
import { sampleOruR01, type SampleOruOptions } from './testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from './testing/paid-order';
import { createTestAccount } from '../../testing/account-factories';

/** A lab reports in stages: what it sends first is preliminary, and the final report takes its place. */
describe('a preliminary report followed by the final one', () => {
  let app: LiveApp;
  let testApp: TestApp;
  let labKey: string;
  let sequence = 0;

  beforeAll(async () => {
    app = await startLiveApp();
    ({ testApp } = app);
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'stages-lab', name: 'Stages Lab' }));
  });
  afterEach(() => app.live.disconnectBrowsers());
  afterAll(() => app.close());

  const post = (contentType: string, payload: string, key = labKey) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, authorization: `Bearer ${key}` },
      payload,
    });
  const deliverHl7 = (options: SampleOruOptions) => post('application/hl7-v2', sampleOruR01(options));
  const deliverFhir = (bundle: Bundle, key?: string) => post('application/fhir+json', JSON.stringify(bundle), key);

  async function paidPotassiumOrder() {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [potassium.id] }],
    });
    sequence += 1;
    return { account, pesel, labReportId: `STAGE-${sequence}`, orderNumber: order.orderNumber };
  }

  const resultOf = async (labReportId: string) =>
    (await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId)))[0];
  const valuesOf = async (resultId: string) =>
    (
      await testApp.db
        .select()
        .from(observations)
        .where(eq(observations.resultId, resultId))
        .orderBy(asc(observations.position))
    ).map((value) => value.valueNumber);
  const versionsOf = async (resultId: string) =>
    (await testApp.db.select().from(labResultVersions).where(eq(labResultVersions.resultId, resultId))).map(
      (version) => [version.status, version.observations.map((value) => value.valueNumber)],
    );
  const potassium = (value: string) => [
    { loinc: '2823-3', name: 'Potassium', value, unit: 'mmol/L', range: '3.5-5.1' },
  ];

  it('replaces the preliminary values with the final ones (OBR-25 P then F), keeps the preliminary, tells the patient live', async () => {
    const { account, pesel, labReportId, orderNumber } = await paidPotassiumOrder();
    const report = { orderNumber, labReportId, testCode: '2823-3', pesel };
    expect((await deliverHl7({ ...report, status: 'P', observations: potassium('6.5') })).statusCode).toBe(200);
    const preliminary = await resultOf(labReportId);
    const resultId = preliminary?.id ?? '';
    expect(preliminary?.status).toBe('preliminary');

    const channel = await subscribed(app.browserOf(account.id), accountChannel(account.id));
    const told = nextEvent(channel, RESULT_READY_EVENT);
    const final = await deliverHl7({ ...report, controlId: 'FINAL-1', status: 'F', observations: potassium('4.4') });

    expect(final.statusCode).toBe(200);
    expect(final.body).toContain(`${labReportId} stored ${resultId}`);
    expect(await resultOf(labReportId)).toMatchObject({ id: resultId, status: 'final', correctedAt: null });
    expect(await valuesOf(resultId)).toEqual([4.4]);
    expect(await versionsOf(resultId)).toEqual([['preliminary', [6.5]]]);
    await expect(told).resolves.toMatchObject({ resultId, status: 'ready', outOfRange: 0, corrected: false });
  });

  it('takes a FHIR final report after a partial one, even when its values are the same', async () => {
    const { labReportId, orderNumber } = await paidPotassiumOrder();
    const options: SampleBundleOptions = {
      orderNumber,
      labReportId,
      testCode: '2823-3',
      observations: [
        { loinc: '2823-3', name: 'Potassium', quantity: { value: 4.8, unit: 'mmol/L' }, low: 3.5, high: 5.1 },
      ],
    };
    expect((await deliverFhir(sampleBundle({ ...options, status: 'partial' }))).statusCode).toBe(201);
    const resultId = (await resultOf(labReportId))?.id ?? '';
    expect((await deliverFhir(sampleBundle({ ...options, status: 'final' }))).statusCode).toBe(201);
    expect(await resultOf(labReportId)).toMatchObject({ status: 'final' });
    expect(await versionsOf(resultId)).toEqual([['preliminary', [4.8]]]);
  });

  it('keeps a preliminary report that arrives after the final one for review, still showing the final', async () => {
    const { pesel, labReportId, orderNumber } = await paidPotassiumOrder();
    const report = { orderNumber, labReportId, testCode: '2823-3', pesel };
    await deliverHl7({ ...report, status: 'F', observations: potassium('4.4') });
    const resultId = (await resultOf(labReportId))?.id ?? '';

    const late = await deliverHl7({ ...report, controlId: 'LATE-P', status: 'P', observations: potassium('6.5') });

    expect(late.statusCode).toBe(202);
    expect(await valuesOf(resultId)).toEqual([4.4]);
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(eq(unmatchedLabDeliveries.labReportId, labReportId));
    expect(kept?.reason).toBe(PRELIMINARY_AFTER_FINAL);
  });

  it('keys a FHIR report without a business identifier on its id and issue time, so a reused id is a new report', async () => {
    const first = await paidPotassiumOrder();
    const second = await paidPotassiumOrder();
    const withoutIdentifier = (orderNumber: string, issued: string, value: number) => {
      const bundle = sampleBundle({
        orderNumber,
        labReportId: 'unused',
        testCode: '2823-3',
        observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value, unit: 'mmol/L' } }],
      });
      const report = bundle.entry?.find((entry) => entry.resource?.resourceType === 'DiagnosticReport')?.resource;
      if (report?.resourceType !== 'DiagnosticReport') throw new Error('The sample has no report');
      delete report.identifier;
      report.id = '1';
      report.issued = issued;
      return bundle;
    };

    const answers = [
      await deliverFhir(withoutIdentifier(first.orderNumber, '2026-05-01T10:00:00+02:00', 4.1)),
      await deliverFhir(withoutIdentifier(second.orderNumber, '2026-05-01T11:00:00+02:00', 4.9)),
    ].map((answer) => expectShape(answer.json(), LabDeliveryAnswer).reports[0]);

    expect(answers.map((answer) => [answer?.labReportId, answer?.status])).toEqual([
      ['1@2026-05-01T08:00:00.000Z', 'stored'],
      ['1@2026-05-01T09:00:00.000Z', 'stored'],
    ]);
    expect(answers[0]?.id).not.toBe(answers[1]?.id);
    expect(await valuesOf(answers[1]?.id ?? '')).toEqual([4.9]);
  });
});

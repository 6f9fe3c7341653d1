import type { ValidateFunction } from 'ajv';
import { asc, eq } from 'drizzle-orm';
import type { Bundle, DiagnosticReport } from '@medplum/fhirtypes';
import { LabDeliveryAnswer, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import {
  labResultDocuments,
  labResults,
  labResultVersions,
  observations,
  unmatchedLabDeliveries,
} from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { compileFhirR4Validator } from '../results/testing/fhir-r4-schema';
import { SAMPLE_LAB_PDF } from '../results/testing/deliver-result';
import { FINAL_SENT_AGAIN_CHANGED } from './report-succession';
import { registerLab } from './store/labs';
import { sampleBundle, type SampleBundleOptions } from './testing/sample-bundle';
import { sampleOruR01, type SampleOruOptions } from './testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from './testing/paid-order';

const FIRST_DELIVERY = new Date('2026-05-01T09:00:00Z');
const CORRECTION_DAY = new Date('2026-05-03T12:00:00Z');

describe('corrected lab reports', () => {
  let testApp: TestApp;
  let labKey: string;
  let now = FIRST_DELIVERY;
  let sequence = 0;
  let validateFhir: ValidateFunction;

  beforeAll(async () => {
    validateFhir = compileFhirR4Validator();
    testApp = await createTestApp({ clock: () => now });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'fix-lab', name: 'Fix Lab' }));
  }, 60_000);
  beforeEach(() => {
    now = FIRST_DELIVERY;
  });
  afterAll(() => testApp.close());

  const deliver = (contentType: string, payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, authorization: `Bearer ${labKey}` },
      payload,
    });
  const deliverHl7 = (options: SampleOruOptions) => deliver('x-application/hl7-v2+er7', sampleOruR01(options));
  const deliverFhir = (bundle: Bundle) => deliver('application/fhir+json', JSON.stringify(bundle));

  /** A FHIR report with its DiagnosticReport changed as a lab's correction would change it. */
  function bundleOf(options: SampleBundleOptions, report: Partial<DiagnosticReport> = {}): Bundle {
    const bundle = sampleBundle(options);
    const diagnosticReport = bundle.entry?.find((entry) => entry.resource?.resourceType === 'DiagnosticReport');
    if (diagnosticReport?.resource) Object.assign(diagnosticReport.resource, report);
    return bundle;
  }

  async function paidPotassiumOrder() {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel }, testIds: [potassium.id] }],
    });
    sequence += 1;
    return { account, pesel, labReportId: `FIX-${sequence}-${order.orderNumber}`, ...order };
  }

  const valuesOf = (resultId: string) =>
    testApp.db
      .select()
      .from(observations)
      .where(eq(observations.resultId, resultId))
      .orderBy(asc(observations.position));
  const versionsOf = (resultId: string) =>
    testApp.db.select().from(labResultVersions).where(eq(labResultVersions.resultId, resultId));
  const keptReport = (id: string) =>
    testApp.db.select().from(unmatchedLabDeliveries).where(eq(unmatchedLabDeliveries.id, id));
  const resultOf = async (resultId: string) =>
    (await testApp.db.select().from(labResults).where(eq(labResults.id, resultId)))[0];

  it('replaces the values of a stored result with an HL7 correction (OBR-25 C), judges them again, keeps the old version', async () => {
    const { orderNumber, pesel, labReportId } = await paidPotassiumOrder();
    const report = { orderNumber, labReportId, testCode: '2823-3', pesel };
    const first = await deliverHl7({
      ...report,
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '6.5', unit: 'mmol/L', range: '3.5-5.1' }],
    });
    expect(first.statusCode).toBe(200);
    const [stored] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
    const resultId = stored?.id ?? '';
    const [before] = await valuesOf(resultId);
    expect(before).toMatchObject({ valueNumber: 6.5, flag: 'HH' });

    now = CORRECTION_DAY;
    const correction = await deliverHl7({
      ...report,
      controlId: 'CORRECTION-1',
      status: 'C',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.4', unit: 'mmol/L', range: '3.5-5.1' }],
    });

    expect(correction.statusCode).toBe(200);
    expect(correction.body).toContain(`${labReportId} stored ${resultId}`);
    const after = await valuesOf(resultId);
    expect(after.map((value) => [value.valueNumber, value.flag])).toEqual([[4.4, 'N']]);
    expect(await resultOf(resultId)).toMatchObject({ status: 'corrected', correctedAt: CORRECTION_DAY });
    const [version] = await versionsOf(resultId);
    expect(version).toMatchObject({ status: 'final', receivedAt: FIRST_DELIVERY, replacedAt: CORRECTION_DAY });
    expect(version?.observations.map((value) => [value.valueNumber, value.flag, value.labFlag])).toEqual([
      [6.5, 'HH', null],
    ]);
  });

  it('takes a FHIR amended report’s notes, issue date and PDF, keeping the old PDF with the old version', async () => {
    const { orderNumber, labReportId } = await paidPotassiumOrder();
    const options: SampleBundleOptions = {
      orderNumber,
      labReportId,
      testCode: '2823-3',
      observations: [
        { loinc: '2823-3', name: 'Potassium', quantity: { value: 3.1, unit: 'mmol/L' }, low: 3.5, high: 5.1 },
      ],
    };
    const oldPdf = { contentType: 'application/pdf', data: SAMPLE_LAB_PDF.toString('base64') } as const;
    const newPdf = Buffer.from(`${SAMPLE_LAB_PDF.toString('latin1')}% corrected\n`, 'latin1');
    const first = await deliverFhir(bundleOf(options, { presentedForm: [oldPdf] }));
    const resultId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';

    now = CORRECTION_DAY;
    const amended = await deliverFhir(
      bundleOf(
        { ...options, observations: [{ ...options.observations[0]!, quantity: { value: 3.9, unit: 'mmol/L' } }] },
        {
          status: 'amended',
          issued: '2026-05-03T13:30:00+02:00',
          conclusion: 'The first value was from a haemolysed sample.',
          presentedForm: [{ contentType: 'application/pdf', data: newPdf.toString('base64') }],
        },
      ),
    );

    expect(amended.statusCode).toBe(201);
    expect(expectShape(amended.json(), LabDeliveryAnswer).reports).toEqual([
      { labReportId, status: 'stored', id: resultId },
    ]);
    expect(await resultOf(resultId)).toMatchObject({
      status: 'corrected',
      issuedAt: new Date('2026-05-03T11:30:00Z'),
      notes: ['The first value was from a haemolysed sample.'],
    });
    expect((await valuesOf(resultId)).map((value) => [value.valueNumber, value.flag])).toEqual([[3.9, 'N']]);
    const [document] = await testApp.db
      .select()
      .from(labResultDocuments)
      .where(eq(labResultDocuments.resultId, resultId));
    expect(document?.data.equals(newPdf)).toBe(true);
    const [version] = await versionsOf(resultId);
    expect(version?.labPdf?.base64).toBe(oldPdf.data);
    expect(version?.notes).toEqual([]);
  });

  it('changes nothing when the same correction arrives again', async () => {
    const { orderNumber, labReportId } = await paidPotassiumOrder();
    const options: SampleBundleOptions = {
      orderNumber,
      labReportId,
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 5.6, unit: 'mmol/L' } }],
    };
    const first = await deliverFhir(sampleBundle(options));
    const resultId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    const corrected = sampleBundle({
      ...options,
      status: 'corrected',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4.8, unit: 'mmol/L' } }],
    });
    now = CORRECTION_DAY;
    const correction = await deliverFhir(corrected);
    const valuesAfterCorrection = await valuesOf(resultId);

    now = new Date('2026-05-04T08:00:00Z');
    const again = await deliverFhir(corrected);

    expect(again.statusCode).toBe(correction.statusCode);
    expect(again.json()).toEqual(correction.json());
    expect(await versionsOf(resultId)).toHaveLength(1);
    expect(await valuesOf(resultId)).toEqual(valuesAfterCorrection);
    expect((await resultOf(resultId))?.correctedAt).toEqual(CORRECTION_DAY);
  });

  it('stores a final report sent again with other values as a new version, flagged for review, never dropped', async () => {
    const { orderNumber, pesel, labReportId } = await paidPotassiumOrder();
    const report = { orderNumber, labReportId, testCode: '2823-3', pesel };
    await deliverHl7({
      ...report,
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '6.5', unit: 'mmol/L' }],
    });
    const [stored] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
    const resultId = stored?.id ?? '';
    expect(stored?.reviewReason).toBeNull();

    now = CORRECTION_DAY;
    const again = await deliverHl7({
      ...report,
      controlId: 'FINAL-AGAIN',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.1', unit: 'mmol/L' }],
    });

    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`${labReportId} stored ${resultId}`);
    expect((await valuesOf(resultId)).map((value) => value.valueNumber)).toEqual([4.1]);
    expect(await resultOf(resultId)).toMatchObject({
      status: 'corrected',
      correctedAt: CORRECTION_DAY,
      reviewReason: FINAL_SENT_AGAIN_CHANGED,
    });
    const versions = await versionsOf(resultId);
    expect(versions.map((version) => [version.status, version.observations[0]?.valueNumber])).toEqual([['final', 6.5]]);

    // The same final once more is a repeat: no further version.
    await deliverHl7({
      ...report,
      controlId: 'FINAL-AGAIN-2',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.1', unit: 'mmol/L' }],
    });
    expect(await versionsOf(resultId)).toHaveLength(1);
  });

  it('keeps in an older version all that its values said: comparator, coded answer, both flags, why it was marked', async () => {
    const { orderNumber, pesel, labReportId } = await paidPotassiumOrder();
    const report = { orderNumber, labReportId, testCode: '2823-3', pesel };
    await deliverHl7({
      ...report,
      observations: [
        { type: 'SN', loinc: '1988-5', name: 'CRP', value: '<^5', unit: 'mg/L', range: '10-20' },
        { loinc: '2823-3', name: 'Potassium', value: '4.0', unit: 'mmol/L', range: '3.5-5.1', flag: 'H' },
        { type: 'CWE', loinc: '94500-6', name: 'SARS-CoV-2 RNA', value: 'POS^Positive^L', range: 'Negative' },
      ],
    });
    const [stored] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
    const resultId = stored?.id ?? '';
    const shownFirst = (await valuesOf(resultId)).map(({ id: _id, resultId: _resultId, ...value }) => value);

    now = CORRECTION_DAY;
    await deliverHl7({
      ...report,
      controlId: 'FINAL-CHANGED',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L', range: '3.5-5.1' }],
    });
    now = new Date(CORRECTION_DAY.getTime() + 60_000);
    await deliverHl7({
      ...report,
      controlId: 'FINAL-CHANGED-AGAIN',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.3', unit: 'mmol/L', range: '3.5-5.1' }],
    });

    const [first, second] = (await versionsOf(resultId)).sort(
      (a, b) => a.replacedAt.getTime() - b.replacedAt.getTime(),
    );
    // Every column the values had, as they had it, the newer ones included.
    expect(first?.observations).toEqual(shownFirst);
    expect(first?.observations.map((value) => [value.comparator, value.computedFlag, value.labFlag])).toEqual([
      ['<', 'L', null],
      [null, 'N', 'H'],
      [null, 'A', null],
    ]);
    expect(first?.observations[1]?.reviewReason).toBe(
      'The lab flagged the value H, the shop’s reading of its range gives N.',
    );
    expect(first?.observations[2]).toMatchObject({ valueText: 'Positive', valueCode: 'POS' });
    // The first version was not marked; the one the changed final replaced was, and says why.
    expect([first?.reviewReason, second?.reviewReason]).toEqual([null, FINAL_SENT_AGAIN_CHANGED]);
  });

  it('stores a kept report once the lab corrects the order number that stopped it matching', async () => {
    const { orderNumber, labReportId } = await paidPotassiumOrder();
    const options: SampleBundleOptions = {
      orderNumber: 'LS-999999991',
      labReportId,
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 5.9, unit: 'mmol/L' } }],
    };
    const first = await deliverFhir(sampleBundle(options));
    const [keptOutcome] = expectShape(first.json(), LabDeliveryAnswer).reports;
    expect(keptOutcome?.status).toBe('unmatched');

    now = CORRECTION_DAY;
    const corrected = sampleBundle({ ...options, orderNumber, status: 'corrected' });
    const correction = await deliverFhir(corrected);

    const [storedOutcome] = expectShape(correction.json(), LabDeliveryAnswer).reports;
    expect(storedOutcome?.status).toBe('stored');
    const resultId = storedOutcome?.id ?? '';
    expect((await valuesOf(resultId)).map((value) => [value.valueNumber, value.flag])).toEqual([[5.9, 'H']]);
    const [kept] = await keptReport(keptOutcome?.id ?? '');
    expect(kept).toMatchObject({ resolution: 'matched', resultId, reviewedAt: CORRECTION_DAY, reviewedBy: null });

    // The same correction again finds the stored result and changes nothing.
    const again = await deliverFhir(corrected);
    expect(again.json()).toEqual(correction.json());
    expect(await versionsOf(resultId)).toEqual([]);
  });

  it('keeps the corrected copy of a report that still matches nothing, for the reviewer to see', async () => {
    const { labReportId } = await paidPotassiumOrder();
    const options: SampleBundleOptions = {
      orderNumber: 'LS-999999992',
      labReportId,
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 5.9, unit: 'mmol/L' } }],
    };
    const first = await deliverFhir(sampleBundle(options));
    const keptId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';

    now = CORRECTION_DAY;
    const correction = await deliverFhir(
      sampleBundle({
        ...options,
        status: 'corrected',
        observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4.2, unit: 'mmol/L' } }],
      }),
    );

    expect(expectShape(correction.json(), LabDeliveryAnswer).reports).toEqual([
      { labReportId, status: 'unmatched', id: keptId },
    ]);
    const [kept] = await keptReport(keptId);
    expect(kept).toMatchObject({ reviewedAt: null, receivedAt: CORRECTION_DAY });
    expect(JSON.stringify(kept?.report)).toContain('4.2');
    expect(JSON.stringify(kept?.report)).not.toContain('5.9');
  });

  it('shows the patient the corrected report and when it was corrected, and the archive still validates as FHIR R4', async () => {
    const { account, orderNumber, labReportId, patientIds } = await paidPotassiumOrder();
    const options: SampleBundleOptions = {
      orderNumber,
      labReportId,
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 2.4, unit: 'mmol/L' } }],
    };
    const first = await deliverFhir(sampleBundle(options));
    const resultId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    // Signed in afresh each time: a session idle since the day before has ended.
    const read = async () =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/results/${resultId}`,
        headers: await signedIn(testApp.app, account.id),
      });
    expect(expectShape((await read()).json(), ResultDetail)).toMatchObject({
      reportStatus: 'final',
      correctedAt: null,
    });

    now = CORRECTION_DAY;
    await deliverFhir(
      sampleBundle({
        ...options,
        status: 'corrected',
        observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4.2, unit: 'mmol/L' } }],
      }),
    );

    const detail = expectShape((await read()).json(), ResultDetail);
    expect(detail).toMatchObject({
      status: 'ready',
      reportStatus: 'corrected',
      correctedAt: CORRECTION_DAY.toISOString(),
    });
    expect(detail.observations.map((value) => [value.displayValue, value.flagWords])).toEqual([
      ['4.2 mmol/L', 'Normal'],
    ]);
    // The history chart shows the corrected value only: the replaced one is not a second measurement.
    expect(detail.observations[0]?.history).toHaveLength(1);

    const exported = await testApp.app.inject({
      method: 'GET',
      url: `/api/results/patients/${patientIds[0]}/fhir`,
      headers: await signedIn(testApp.app, account.id),
    });
    const bundle: Bundle = exported.json();
    const valid = validateFhir(bundle);
    expect(validateFhir.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(valid).toBe(true);
    const exportedReport = bundle.entry
      ?.map((entry) => entry.resource)
      .find((resource): resource is DiagnosticReport => resource?.resourceType === 'DiagnosticReport');
    expect(exportedReport?.status).toBe('corrected');
  });
});

import { asc, eq } from 'drizzle-orm';
import type { Bundle } from '@medplum/fhirtypes';
import { LabDeliveryAnswer } from '@labshop/shared-contracts/core/api/results';
import { labResults, labResultVersions, observations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { readFhirBundle } from './fhir/read-bundle';
import { contentHashOf } from './report-fingerprint';
import { registerLab } from './store/labs';
import { sampleBundle } from './testing/sample-bundle';
import { createLoincTest, createTestOrder } from './testing/paid-order';

const unit = { unit: 'g/dL', system: 'http://unitsofmeasure.org', code: 'g/dL' };
const forSex = (code: 'male' | 'female') => [
  { coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code }] },
];

describe('a report stored before every range the lab sent was kept', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'ranges-lab', name: 'Ranges Lab' }));
  }, 60_000);
  afterAll(() => testApp.close());

  const deliver = (bundle: Bundle) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'application/fhir+json', authorization: `Bearer ${labKey}` },
      payload: JSON.stringify(bundle),
    });

  /** A final haemoglobin report for a woman with a range for men and one for women. */
  async function haemoglobinWithTwoRanges(status: 'final' | 'preliminary' = 'final') {
    const pesel = testPesel('1990-02-03', 'f');
    const haemoglobin = await createLoincTest(testApp.db, '718-7', 'Haemoglobin');
    const order = await createTestOrder(testApp.db, { patients: [{ patient: { pesel }, testIds: [haemoglobin.id] }] });
    const bundle = sampleBundle({
      orderNumber: order.orderNumber,
      labReportId: `BEFORE-RANGES-${order.orderNumber}`,
      testCode: '718-7',
      pesel,
      status,
      observations: [{ loinc: '718-7', name: 'Haemoglobin', quantity: { value: 13, unit: 'g/dL' } }],
    });
    const observation = bundle.entry?.find((entry) => entry.resource?.resourceType === 'Observation')?.resource;
    if (observation?.resourceType === 'Observation') {
      observation.referenceRange = [
        { low: { value: 13.5, ...unit }, high: { value: 17.5, ...unit }, appliesTo: forSex('male') },
        { low: { value: 12, ...unit }, high: { value: 15.5, ...unit }, appliesTo: forSex('female') },
      ];
    }
    return bundle;
  }

  /**
   * Puts a stored result back as it was stored before the ranges were kept: no ranges beside the judged one, and
   * the fingerprint of the report as it was read then, without them.
   */
  async function storedAsBefore(resultId: string, bundle: Bundle) {
    const [report] = readFhirBundle(bundle);
    if (report === undefined) throw new Error('The bundle holds no report');
    const readThen = {
      ...report,
      observations: report.observations.map(({ labRanges: _notReadThen, ...observation }) => observation),
    };
    await testApp.db.update(observations).set({ labRanges: null }).where(eq(observations.resultId, resultId));
    await testApp.db
      .update(labResults)
      .set({ contentHash: contentHashOf(readThen) })
      .where(eq(labResults.id, resultId));
  }

  const versionsOf = (resultId: string) =>
    testApp.db.select().from(labResultVersions).where(eq(labResultVersions.resultId, resultId));
  const rangesOf = async (resultId: string) =>
    (
      await testApp.db
        .select({ labRanges: observations.labRanges })
        .from(observations)
        .where(eq(observations.resultId, resultId))
        .orderBy(asc(observations.position))
    ).map((row) => row.labRanges?.map((range) => range.appliesTo?.sex));
  const resultOf = async (resultId: string) =>
    (await testApp.db.select().from(labResults).where(eq(labResults.id, resultId)))[0];

  it('sent again unchanged is the same report: no new version, nothing for review, its ranges filled in', async () => {
    const bundle = await haemoglobinWithTwoRanges();
    const first = await deliver(bundle);
    const resultId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    await storedAsBefore(resultId, bundle);

    const again = await deliver(bundle);

    expect(again.json()).toEqual(first.json());
    expect(await versionsOf(resultId)).toEqual([]);
    expect(await resultOf(resultId)).toMatchObject({ status: 'final', correctedAt: null, reviewReason: null });
    expect(await rangesOf(resultId)).toEqual([['m', 'f']]);
  });

  it('sent again with another value is still a new version', async () => {
    const bundle = await haemoglobinWithTwoRanges();
    const first = await deliver(bundle);
    const resultId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    await storedAsBefore(resultId, bundle);
    const observation = bundle.entry?.find((entry) => entry.resource?.resourceType === 'Observation')?.resource;
    if (observation?.resourceType === 'Observation') observation.valueQuantity = { value: 11, ...unit };

    await deliver(bundle);

    expect(await versionsOf(resultId)).toHaveLength(1);
    expect(await resultOf(resultId)).toMatchObject({ status: 'corrected' });
  });

  it('a preliminary one followed by its final with the same values still becomes final', async () => {
    const preliminary = await haemoglobinWithTwoRanges('preliminary');
    const first = await deliver(preliminary);
    const resultId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    await storedAsBefore(resultId, preliminary);
    const report = preliminary.entry?.find((entry) => entry.resource?.resourceType === 'DiagnosticReport')?.resource;
    if (report?.resourceType === 'DiagnosticReport') report.status = 'final';

    await deliver(preliminary);

    expect(await resultOf(resultId)).toMatchObject({ status: 'final' });
    expect(await rangesOf(resultId)).toEqual([['m', 'f']]);
  });
});

import { eq } from 'drizzle-orm';
import { TREND_POINTS, trendNumbers } from '@labshop/shared-contracts/core';
import { DOCTOR_ACCESS_PATHS } from '@labshop/shared-contracts/core/api/doctor-access';
import {
  RESULTS_PATHS,
  ResultDetail,
  ResultsOverview,
  type ResultsEntry,
  type ResultValueSummary,
} from '@labshop/shared-contracts/core/api/results';
import { observations } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import type { SampleFhirObservation } from '../lab-delivery/testing/sample-bundle';
import { deliverFhirResult } from './testing/deliver-result';

const ZOFIA = { firstName: 'Zofia', lastName: 'Kowalska', birthDate: '2015-06-01', sex: 'f' as const };
const potassium = (value: number): SampleFhirObservation => ({
  loinc: '2823-3',
  name: 'K+',
  quantity: { value, unit: 'mmol/L' },
  low: 3.5,
  high: 5.1,
});
const sodium = (value: number): SampleFhirObservation => ({
  loinc: '2951-2',
  name: 'Na',
  quantity: { value, unit: 'mmol/L' },
  low: 135,
  high: 145,
});
const HAEMOLYSIS: SampleFhirObservation = { loinc: '48767-8', name: 'Sample note', text: 'Not haemolysed' };

/**
 * The results list carries each result's values, flagged, with the trend a line draws: the same person's values of
 * the marker up to that result. It is read in one go, for whoever may read the list and nobody else.
 */
describe('the values in the results list', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'list-values-lab', name: 'Central Lab' }));
  });
  afterAll(() => testApp.close());

  const listOf = async (accountId: string, path: string = RESULTS_PATHS.overview) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: await signedIn(testApp.app, accountId),
    });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), ResultsOverview).patients;
  };
  const entryOf = (patients: Awaited<ReturnType<typeof listOf>>, resultId: string): ResultsEntry | undefined =>
    patients.flatMap((group) => group.entries).find((entry) => entry.resultId === resultId);
  const compact = (value: ResultValueSummary) => [value.name, value.displayValue, value.flag, value.trend];

  /**
   * Anna (the holder) had electrolytes in March and April and a glucose in mg/dL in February then in mmol/L in
   * April; her daughter Zofia had electrolytes in April; a glucose ordered last still awaits its sample.
   */
  async function family() {
    const account = await createTestAccount(testApp.db, { birthDate: '1985-04-10', sex: 'f' });
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const glucose = await createLoincTest(testApp.db, '2345-7', 'Glucose');
    const february = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-02-01T10:00:00Z'),
      patients: [{ patient: {}, testIds: [electrolytes.id, glucose.id] }],
    });
    const april = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-01T10:00:00Z'),
      patients: [
        { patient: {}, testIds: [electrolytes.id, glucose.id] },
        { patient: ZOFIA, testIds: [electrolytes.id] },
      ],
    });
    const later = await createTestOrder(testApp.db, {
      accountId: account.id,
      placedAt: new Date('2026-04-28T10:00:00Z'),
      patients: [{ patient: {}, testIds: [glucose.id] }],
    });
    const deliver = (
      orderNumber: string,
      id: string,
      collectedAt: string,
      testCode: string,
      values: SampleFhirObservation[],
      birthDate?: string,
    ) =>
      deliverFhirResult(testApp, labKey, {
        orderNumber,
        labReportId: `${id}-${february.orderNumber}`,
        testCode,
        collectedAt,
        ...(birthDate === undefined ? {} : { birthDate }),
        observations: values,
      });
    const glucoseIn = (value: number, unit: string): SampleFhirObservation => ({
      loinc: '2345-7',
      name: 'Glucose',
      quantity: { value, unit },
    });
    return {
      account,
      laterOrder: later.orderNumber,
      march: await deliver(february.orderNumber, 'M', '2026-03-10T08:00:00Z', '24326-1', [sodium(140), potassium(4.2)]),
      februaryGlucose: await deliver(february.orderNumber, 'G', '2026-02-10T08:00:00Z', '2345-7', [
        glucoseIn(90, 'mg/dL'),
      ]),
      april: await deliver(april.orderNumber, 'A', '2026-04-20T08:00:00Z', '24326-1', [
        sodium(141),
        potassium(5.6),
        HAEMOLYSIS,
      ]),
      aprilGlucose: await deliver(april.orderNumber, 'AG', '2026-04-20T08:00:00Z', '2345-7', [
        glucoseIn(5.5, 'mmol/L'),
      ]),
      zofia: await deliver(
        april.orderNumber,
        'Z',
        '2026-04-21T08:00:00Z',
        '24326-1',
        [sodium(138), potassium(3.1)],
        ZOFIA.birthDate,
      ),
    };
  }

  it("gives each result's values out of range first, then in the lab's order, with flags and trends", async () => {
    const anna = await family();

    const patients = await listOf(anna.account.id);

    expect(entryOf(patients, anna.april)?.values.map(compact)).toEqual([
      ['Potassium', '5.6 mmol/L', 'H', [4.2, 5.6]],
      ['Sodium', '141 mmol/L', 'N', [140, 141]],
      // An answer in words has no trend.
      ['Sample note', 'Not haemolysed', null, []],
    ]);
    // An older result's trend ends at that result: what followed it is not drawn.
    expect(entryOf(patients, anna.march)?.values.map(compact)).toEqual([
      ['Sodium', '140 mmol/L', 'N', [140]],
      ['Potassium', '4.2 mmol/L', 'N', [4.2]],
    ]);
    // The glucose measured in mg/dL before is drawn in the unit measured now.
    expect(entryOf(patients, anna.aprilGlucose)?.values.map(compact)).toEqual([
      ['Glucose', '5.5 mmol/L', null, [5, 5.5]],
    ]);
    const [, value] = entryOf(patients, anna.april)?.values ?? [];
    expect(value).toMatchObject({ loinc: '2951-2', value: { kind: 'quantity', value: 141, unit: 'mmol/L' } });
  });

  it("draws the same trend as the result's own page charts, up to that result", async () => {
    const anna = await family();
    const patients = await listOf(anna.account.id);

    for (const resultId of [anna.march, anna.april, anna.aprilGlucose, anna.zofia]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/${RESULTS_PATHS.result(resultId)}`,
        headers: await signedIn(testApp.app, anna.account.id),
      });
      const detail = expectShape(response.json(), ResultDetail);
      const charted = detail.observations.map(({ value, loinc, history }) => {
        const upTo = history.slice(0, history.findIndex((point) => point.resultId === resultId) + 1);
        const points = upTo.map((point) =>
          point.value.kind === 'quantity'
            ? { value: point.value.value, unit: point.value.unit }
            : { value: null, unit: null },
        );
        const unit = value.kind === 'quantity' ? value.unit : null;
        return trendNumbers(points, { loinc, unit, isNumber: value.kind === 'quantity' });
      });
      expect(entryOf(patients, resultId)?.values.map((each) => each.trend)).toEqual(charted);
    }
  });

  it("lists a family member's results with their own values, never mixed with the holder's", async () => {
    const anna = await family();

    const patients = await listOf(anna.account.id);

    expect(patients.map((group) => group.patient.firstName)).toEqual(['Anna', 'Zofia']);
    expect(patients[1]?.entries.map((entry) => entry.resultId)).toEqual([anna.zofia]);
    expect(entryOf(patients, anna.zofia)?.values.map(compact)).toEqual([
      ['Potassium', '3.1 mmol/L', 'L', [3.1]],
      ['Sodium', '138 mmol/L', 'N', [138]],
    ]);
  });

  it('has no values for a test awaiting its sample, nor for a result delivered without any', async () => {
    const anna = await family();
    await testApp.db.delete(observations).where(eq(observations.resultId, anna.march));

    const patients = await listOf(anna.account.id);

    const awaiting = patients[0]?.entries.find((entry) => entry.orderNumber === anna.laterOrder);
    expect(awaiting).toMatchObject({ status: 'awaiting_sample', values: [] });
    expect(entryOf(patients, anna.march)).toMatchObject({ status: 'ready', outOfRange: 0, values: [] });
    // The emptied result no longer counts in the later one's trend.
    expect(entryOf(patients, anna.april)?.values.map(compact)).toContainEqual(['Potassium', '5.6 mmol/L', 'H', [5.6]]);
  });

  it('carries only the values a line shows, the most urgent first, and counts them all', async () => {
    const account = await createTestAccount(testApp.db);
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: {}, testIds: [electrolytes.id] }],
    });
    // 40 potassium runs: the 11th is critically high (7.5 against a critical limit), every 10th low, the rest normal.
    const runs = Array.from({ length: 40 }, (_, index) => ({
      ...potassium(index === 10 ? 7.5 : (index + 1) % 10 === 0 ? 3.2 : 4.4),
      name: `K+ run ${index + 1}`,
    }));
    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `MANY-${orderNumber}`,
      testCode: '24326-1',
      collectedAt: '2026-04-20T08:00:00Z',
      observations: runs,
    });

    const patients = await listOf(account.id);

    const entry = entryOf(patients, resultId);
    expect(entry).toMatchObject({ valueCount: 40, outOfRange: 5, critical: true });
    expect(entry?.values.map((value) => [value.displayValue, value.flag])).toEqual([
      ['7.5 mmol/L', 'HH'],
      ['3.2 mmol/L', 'L'],
      ['3.2 mmol/L', 'L'],
      ['3.2 mmol/L', 'L'],
    ]);
    // A trend is the marker over results, not over the runs of one report.
    expect(entry?.values.map((value) => value.trend)).toEqual([[7.5], [3.2], [3.2], [3.2]]);
  });

  it(`draws at most the latest ${TREND_POINTS} values of a marker, oldest first`, async () => {
    const account = await createTestAccount(testApp.db);
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const resultIds: string[] = [];
    const count = TREND_POINTS + 3;
    for (let month = 1; month <= count; month += 1) {
      const { orderNumber } = await createTestOrder(testApp.db, {
        accountId: account.id,
        placedAt: new Date(Date.UTC(2025, month - 1, 1)),
        patients: [{ patient: {}, testIds: [electrolytes.id] }],
      });
      resultIds.push(
        await deliverFhirResult(testApp, labKey, {
          orderNumber,
          labReportId: `LIMIT-${orderNumber}`,
          testCode: '24326-1',
          collectedAt: new Date(Date.UTC(2025, month - 1, 5)).toISOString(),
          observations: [potassium(3 + month / 10)],
        }),
      );
    }

    const patients = await listOf(account.id);

    const trendOf = (resultId: string | undefined) => entryOf(patients, resultId ?? '')?.values[0]?.trend;
    const all = Array.from({ length: count }, (_, index) => Number((3 + (index + 1) / 10).toFixed(10)));
    expect(trendOf(resultIds.at(-1))?.map((value) => Number(value.toFixed(10)))).toEqual(all.slice(-TREND_POINTS));
    expect(trendOf(resultIds[2])?.map((value) => Number(value.toFixed(10)))).toEqual(all.slice(0, 3));
  });

  it("never shows another account's results, nor counts them in a trend, even for a person of the same name", async () => {
    const anna = await family();
    const stranger = await createTestAccount(testApp.db, { birthDate: '1985-04-10', sex: 'f' });
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    // The stranger's order names a person exactly as Anna's orders name her.
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: stranger.id,
      placedAt: new Date('2026-01-01T10:00:00Z'),
      patients: [{ patient: {}, testIds: [electrolytes.id] }],
    });
    const strangers = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `STRANGER-${orderNumber}`,
      testCode: '24326-1',
      collectedAt: '2026-01-05T08:00:00Z',
      observations: [sodium(150), potassium(6.0)],
    });

    const annas = await listOf(anna.account.id);
    const theirs = await listOf(stranger.id);

    expect(entryOf(annas, strangers)).toBeUndefined();
    expect(entryOf(annas, anna.march)?.values.map((value) => value.trend)).toEqual([[140], [4.2]]);
    expect(theirs.flatMap((group) => group.entries.map((entry) => entry.resultId))).toEqual([strangers]);
    expect(entryOf(theirs, strangers)?.values.map((value) => value.trend)).toEqual([[150], [6]]);
  });

  it("gives a doctor the patient shares with the same values, and nobody else the patient's list", async () => {
    const anna = await family();
    const doctor = await createTestAccount(testApp.db, { roles: ['doctor'] });
    const otherDoctor = await createTestAccount(testApp.db, { roles: ['doctor'] });
    const shared = await testApp.app.inject({
      method: 'POST',
      url: `/api/${DOCTOR_ACCESS_PATHS.addAccess(doctor.id)}`,
      headers: await signedIn(testApp.app, anna.account.id),
      payload: { add_access: true },
    });
    expect(shared.statusCode).toBe(200);

    const doctorsView = await listOf(doctor.id, DOCTOR_ACCESS_PATHS.patientResults(anna.account.id));
    const notShared = await testApp.app.inject({
      method: 'GET',
      url: `/api/${DOCTOR_ACCESS_PATHS.patientResults(anna.account.id)}`,
      headers: await signedIn(testApp.app, otherDoctor.id),
    });

    expect(entryOf(doctorsView, anna.april)?.values.map(compact)).toEqual(
      entryOf(await listOf(anna.account.id), anna.april)?.values.map(compact),
    );
    expect(notShared.statusCode).toBe(404);
    // The doctor's own list holds only the doctor's own results: none.
    expect((await listOf(doctor.id)).flatMap((group) => group.entries)).toEqual([]);
  });
});

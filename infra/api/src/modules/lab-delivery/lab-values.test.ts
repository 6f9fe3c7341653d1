import { eq } from 'drizzle-orm';
import type { Bundle, Observation } from '@medplum/fhirtypes';
import type { ValidateFunction } from 'ajv';
import { LabDeliveryAnswer, ResultDetail, ResultsOverview } from '@labshop/shared-contracts/core/api/results';
import { labResults, labs, unmatchedLabDeliveries } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { compileFhirR4Validator } from '../results/testing/fhir-r4-schema';
import { registerLab } from './store/labs';
import { labFixture } from './testing/lab-fixtures';
import { createLoincTest, createTestOrder } from './testing/paid-order';
import { sampleOruR01 } from './testing/sample-oru-r01';

const NOW = new Date('2026-05-01T09:00:00Z');
const PANEL = '24323-8';

describe('what each value a lab delivers means, as stored, shown and exported', () => {
  let testApp: TestApp;
  let labKey: string;
  let validate: ValidateFunction;
  let sequence = 0;
  const nextReportId = () => `V-${Date.now()}-${(sequence += 1)}`;

  beforeAll(async () => {
    validate = compileFhirR4Validator();
    testApp = await createTestApp({ clock: () => NOW });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'values-lab', name: 'Values Lab' }));
  }, 60_000);
  afterAll(() => testApp.close());

  const deliver = (contentType: string, payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, authorization: `Bearer ${labKey}` },
      payload,
    });
  const msa = (ack: string) =>
    ack
      .split('\r')
      .find((segment) => segment.startsWith('MSA|'))
      ?.split('|') ?? [];

  /** A paid panel ordered for a woman born in 1985, and the report id the lab answers it with. */
  async function paidPanel() {
    const pesel = testPesel('1985-04-10', 'f');
    const account = await createTestAccount(testApp.db);
    const panel = await createLoincTest(testApp.db, PANEL, 'Metabolic panel');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { pesel, birthDate: '1985-04-10', sex: 'f' }, testIds: [panel.id] }],
    });
    return { account, fill: { orderNumber: order.orderNumber, reportId: nextReportId(), testCode: PANEL, pesel } };
  }

  async function resultOf(reportId: string) {
    const [result] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, reportId));
    if (result === undefined) throw new Error(`no result for ${reportId}`);
    return result;
  }

  /** The result as the patient reads it. */
  async function patientReads(accountId: string, reportId: string) {
    const result = await resultOf(reportId);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/results/${result.id}`,
      headers: await signedIn(testApp.app, accountId),
    });
    expect(response.statusCode).toBe(200);
    const detail = expectShape(response.json(), ResultDetail);
    const byName = (name: string) => {
      const found = detail.observations.find((each) => each.nameFromLab === name);
      if (found === undefined) throw new Error(`no value ${name}`);
      return found;
    };
    return { detail, byName, orderPatientId: result.orderPatientId };
  }

  async function exportFor(accountId: string, orderPatientId: string) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/results/patients/${orderPatientId}/fhir`,
      headers: await signedIn(testApp.app, accountId),
    });
    expect(response.statusCode).toBe(200);
    const bundle: Bundle = response.json();
    const valid = validate(bundle);
    expect(validate.errors?.slice(0, 3) ?? []).toEqual([]);
    expect(valid).toBe(true);
    const observations = (bundle.entry ?? [])
      .map((entry) => entry.resource)
      .filter((resource): resource is Observation => resource?.resourceType === 'Observation');
    return (name: string) => observations.find((each) => each.code.text === name);
  }

  describe('an HL7 report holding every value type, in the order labs send segments', () => {
    let account: { id: string };
    let reportId: string;
    let ack: string;

    beforeAll(async () => {
      const { account: owner, fill } = await paidPanel();
      account = owner;
      reportId = fill.reportId;
      const response = await deliver('x-application/hl7-v2+er7', labFixture('every-value-type.oru.hl7', fill));
      expect(response.statusCode).toBe(200);
      ack = response.body;
    });

    it('stores every readable value, keeps the unreadable one for review and answers AA naming it', async () => {
      const [, code, , text] = msa(ack);
      expect(code).toBe('AA');
      expect(text).toContain(`${reportId} OBX[10]-5: "9..1" is not a number.`);
      const [kept] = await testApp.db
        .select()
        .from(unmatchedLabDeliveries)
        .where(eq(unmatchedLabDeliveries.labReportId, `${reportId} OBX[10]-5`));
      expect(kept?.reason).toContain('"9..1" is not a number.');
      const { detail } = await patientReads(account.id, reportId);
      // The values out of range come first (CRP, potassium, Lp(a), nitrite), then the rest, each in the lab's order.
      expect(detail.observations.map((each) => each.nameFromLab)).toEqual([
        'C reactive protein',
        'Potassium',
        'Lipoprotein (a)',
        'Nitrite',
        'Sodium',
        'HDL cholesterol',
        'Colour of urine',
        'Last menstrual period',
        'Comment',
      ]);
    });

    it('shows a bounded value with its comparator and judges it by every number it stands for', async () => {
      const { byName } = await patientReads(account.id, reportId);
      expect(byName('C reactive protein')).toMatchObject({
        value: { kind: 'quantity', value: 5, comparator: '<' },
        displayValue: '< 5 mg/L',
        flag: 'L',
        labFlag: 'L',
        markedForReview: false,
      });
      expect(byName('Potassium')).toMatchObject({
        value: { kind: 'quantity', value: 6.5, comparator: '>' },
        flag: 'HH',
        notes: ['Repeat the test within a week.'],
      });
      expect(byName('Sodium')).toMatchObject({ value: { value: 140 }, flag: 'N', range: { low: 136, high: 145 } });
    });

    it('lists a bounded value with its comparator in the patient’s results list too', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/results',
        headers: await signedIn(testApp.app, account.id),
      });
      const [group] = expectShape(response.json(), ResultsOverview).patients;
      const values = group?.entries.flatMap((entry) => entry.values) ?? [];
      expect(values.find((each) => each.name === 'C-reactive protein (CRP)' || each.loinc === '1988-5')).toMatchObject({
        displayValue: '< 5 mg/L',
        value: { comparator: '<' },
      });
    });

    it('keeps the lab’s flag: shown when the range is text, shown and marked for review when ours differs', async () => {
      const { byName } = await patientReads(account.id, reportId);
      expect(byName('Lipoprotein (a)')).toMatchObject({
        flag: 'H',
        labFlag: 'H',
        markedForReview: false,
        range: { labText: 'see report' },
      });
      expect(byName('HDL cholesterol')).toMatchObject({ flag: 'N', labFlag: 'N', markedForReview: true });
      expect(byName('Nitrite')).toMatchObject({ value: { kind: 'text', text: 'Positive' }, flag: 'A' });
    });

    it('keeps coded answers with their code, dates as given and text in lines', async () => {
      const { byName } = await patientReads(account.id, reportId);
      expect(byName('Colour of urine').value).toEqual({
        kind: 'text',
        text: 'Amber',
        code: '371244009',
        system: 'http://snomed.info/sct',
      });
      expect(byName('Last menstrual period').displayValue).toBe('2026-04-12');
      expect(byName('Comment').displayValue).toBe('Mild haemolysis\nInterpret potassium with care');
    });

    it('puts the note after PID on the patient’s report, and keeps a date-only collection as a day', async () => {
      const { detail } = await patientReads(account.id, reportId);
      expect(detail.notes).toEqual(['Patient reports fasting since 20:00.']);
      expect(detail.collectedDateOnly).toBe(true);
      // Midnight in Warsaw, and shown as the day the lab gave, wherever the patient reads it.
      expect(detail.collectedAt).toBe('2026-04-30');
      expect((await resultOf(reportId)).collectedAt).toEqual(new Date('2026-04-29T22:00:00Z'));
      const stored = await resultOf(reportId);
      expect(stored.notes).toEqual([
        'Patient reports fasting since 20:00.',
        'Report validated by J. Nowak, lab diagnostician',
      ]);
    });

    it('exports comparators, coded answers and the lab’s flags in a Bundle valid against FHIR R4', async () => {
      const { orderPatientId } = await patientReads(account.id, reportId);
      const observation = await exportFor(account.id, orderPatientId);
      expect(observation('C reactive protein')?.valueQuantity).toMatchObject({ value: 5, comparator: '<' });
      expect(observation('Colour of urine')?.valueCodeableConcept?.coding?.[0]).toMatchObject({
        system: 'http://snomed.info/sct',
        code: '371244009',
      });
      expect(observation('HDL cholesterol')?.interpretation?.map((each) => each.coding?.[0]?.code)).toEqual(['N']);
    });
  });

  describe('a FHIR report holding every value type', () => {
    let account: { id: string };
    let reportId: string;

    beforeAll(async () => {
      const { account: owner, fill } = await paidPanel();
      account = owner;
      reportId = fill.reportId;
      const response = await deliver('application/fhir+json', labFixture('every-value-type.bundle.json', fill));
      expect(response.statusCode).toBe(201);
      expect(expectShape(response.json(), LabDeliveryAnswer).keptValues).toBeUndefined();
    });

    it('judges by the range for the patient’s sex, not the first listed', async () => {
      const { byName } = await patientReads(account.id, reportId);
      expect(byName('Haemoglobin')).toMatchObject({
        flag: 'N',
        markedForReview: false,
        range: { low: 12, high: 15.5, labText: '12.0-15.5 (women)' },
      });
    });

    it('stores comparators, coded answers, ratios, yes or no and each component, and leaves out withdrawn values', async () => {
      const { detail, byName } = await patientReads(account.id, reportId);
      expect(byName('TSH')).toMatchObject({ value: { value: 0.01, comparator: '<' }, flag: 'L', labFlag: 'L' });
      expect(byName('hCG, urine')).toMatchObject({
        value: { kind: 'text', text: 'Negative', code: '260385009', system: 'http://snomed.info/sct' },
        flag: 'N',
      });
      expect(byName('ANA titre').displayValue).toBe('1:160');
      expect(byName('Fasting').displayValue).toBe('Yes');
      expect(byName('Blood pressure: Systolic')).toMatchObject({ value: { value: 142 }, flag: 'H' });
      expect(byName('Blood pressure: Diastolic').value).toMatchObject({ value: 85 });
      expect(detail.observations.map((each) => each.nameFromLab)).not.toContain('Glucose');
      expect(detail.collectedDateOnly).toBe(true);
    });

    it('exports a Bundle valid against FHIR R4 with the comparator present', async () => {
      const { orderPatientId } = await patientReads(account.id, reportId);
      const observation = await exportFor(account.id, orderPatientId);
      expect(observation('TSH')?.valueQuantity).toMatchObject({ value: 0.01, comparator: '<' });
      // Every range the lab sent travels on, the woman's one, which the value was judged by, among them.
      const ranges = observation('Haemoglobin')?.referenceRange ?? [];
      expect(ranges.length).toBeGreaterThan(1);
      expect(ranges).toContainEqual(
        expect.objectContaining({
          low: expect.objectContaining({ value: 12 }),
          high: expect.objectContaining({ value: 15.5 }),
          appliesTo: [{ coding: [expect.objectContaining({ code: 'female' })] }],
        }),
      );
    });
  });

  it('answers a FHIR delivery with the value it kept for review, and stores the others', async () => {
    const { fill } = await paidPanel();
    const bundle = JSON.parse(labFixture('every-value-type.bundle.json', fill)) as Bundle;
    const tsh = bundle.entry?.find((entry) => entry.fullUrl === 'urn:uuid:tsh')?.resource as Observation;
    tsh.referenceRange = [{ low: { value: 4 }, high: { value: 0.4 } }];

    const response = await deliver('application/fhir+json', JSON.stringify(bundle));

    expect(response.statusCode).toBe(201);
    const answer = expectShape(response.json(), LabDeliveryAnswer);
    expect(answer.keptValues).toEqual([
      {
        labReportId: fill.reportId,
        location: 'Bundle.entry[2].resource.referenceRange[0]',
        reason: expect.stringContaining('low end above its high end') as unknown,
      },
    ]);
    const { byName } = await patientReads((await accountOf(fill.reportId)) ?? '', fill.reportId);
    expect(byName('Haemoglobin').flag).toBe('N');
  });

  async function accountOf(reportId: string) {
    return (await resultOf(reportId)).accountId;
  }

  it('reads an HL7 time without an offset in the lab’s own zone', async () => {
    const { fill } = await paidPanel();
    await testApp.db.update(labs).set({ timeZone: 'Europe/London' }).where(eq(labs.code, 'values-lab'));
    try {
      const message = sampleOruR01({
        orderNumber: fill.orderNumber,
        labReportId: fill.reportId,
        testCode: PANEL,
        pesel: fill.pesel,
        collectedAt: '202604300815',
        observations: [{ loinc: '2951-2', name: 'Sodium', value: '140', unit: 'mmol/L', range: '136-145' }],
      });
      expect((await deliver('x-application/hl7-v2+er7', message)).statusCode).toBe(200);
      expect((await resultOf(fill.reportId)).collectedAt).toEqual(new Date('2026-04-30T07:15:00Z'));
    } finally {
      await testApp.db.update(labs).set({ timeZone: 'Europe/Warsaw' }).where(eq(labs.code, 'values-lab'));
    }
  });
});

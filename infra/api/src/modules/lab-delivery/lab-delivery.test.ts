import { asc, eq } from 'drizzle-orm';
import { LabDeliveryAnswer } from '@labshop/shared-contracts/core/api/results';
import { labResults, labs, observations, unmatchedLabDeliveries } from '../../db/schema';
import { createTestAccount } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { testPesel } from '../../testing/identity-numbers';
import { registerLab } from './store/labs';
import { UNMATCHED_REASONS } from './ordered-test-identity';
import { sampleBundle } from './testing/sample-bundle';
import { sampleOruR01 } from './testing/sample-oru-r01';
import { createLoincTest, createTestOrder, createTestPackage } from './testing/paid-order';

const NOW = new Date('2026-05-01T09:00:00Z');

describe('labs delivering results', () => {
  let testApp: TestApp;
  let labKey: string;
  let reportSequence = 0;
  const nextReportId = () => `R-${Date.now()}-${(reportSequence += 1)}`;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'alab', name: 'A-Lab' }));
  });
  afterAll(() => testApp.close());

  const deliver = (contentType: string, payload: string, key: string | null = labKey) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': contentType, ...(key === null ? {} : { authorization: `Bearer ${key}` }) },
      payload,
    });
  const deliverHl7 = (message: string, key?: string | null) => deliver('x-application/hl7-v2+er7', message, key);
  const deliverFhir = (bundle: object, key?: string | null) =>
    deliver('application/fhir+json', JSON.stringify(bundle), key);
  const msa = (ack: string) =>
    ack
      .split('\r')
      .find((segment) => segment.startsWith('MSA|'))
      ?.split('|') ?? [];

  async function paidElectrolytesOrder() {
    const pesel = testPesel('1985-04-10', 'f');
    const patient = { pesel, birthDate: '1985-04-10', sex: 'f' as const };
    const account = await createTestAccount(testApp.db);
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const order = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient, testIds: [potassium.id] }],
    });
    return { account, potassium, pesel, ...order };
  }

  async function observationsOf(resultId: string) {
    return testApp.db
      .select()
      .from(observations)
      .where(eq(observations.resultId, resultId))
      .orderBy(asc(observations.position));
  }

  it('stores an ORU^R01 for a paid order with flags computed on the server, and acknowledges AA', async () => {
    const { orderNumber, patientIds, account, potassium, pesel } = await paidElectrolytesOrder();
    const labReportId = nextReportId();
    const response = await deliverHl7(
      sampleOruR01({
        controlId: 'CTRL-1',
        orderNumber,
        labReportId,
        testCode: '2823-3',
        pesel,
        observations: [
          // The lab says N, but 6.5 mmol/L is beyond the critical limit: the server flags HH.
          { loinc: '2823-3', name: 'Potassium', value: '6.5', unit: 'mmol/L', range: '3.5-5.1', flag: 'N' },
        ],
      }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('x-application/hl7-v2+er7');
    const [, code, controlId, text] = msa(response.body);
    expect([code, controlId]).toEqual(['AA', 'CTRL-1']);
    expect(text).toContain('Every report was stored.');

    const [result] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
    expect(result).toMatchObject({
      orderPatientId: patientIds[0],
      accountId: account.id,
      testId: potassium.id,
      status: 'final',
      collectedAt: new Date('2026-04-30T06:15:00Z'),
    });
    const [value] = await observationsOf(result?.id ?? '');
    expect(value).toMatchObject({ loinc: '2823-3', valueNumber: 6.5, unit: 'mmol/L', flag: 'HH', labFlag: 'N' });
  });

  it('stores a FHIR Bundle, judging each value by sex and age, and answers 201 with the stored id', async () => {
    const account = await createTestAccount(testApp.db);
    const hdl = await createLoincTest(testApp.db, '2085-9', 'HDL cholesterol');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: { sex: 'f', birthDate: '1985-04-10' }, testIds: [hdl.id] }],
    });
    const labReportId = nextReportId();

    const response = await deliverFhir(
      sampleBundle({
        orderNumber,
        labReportId,
        testCode: '2085-9',
        observations: [
          { loinc: '2085-9', name: 'HDL', quantity: { value: 45, unit: 'mg/dL' } },
          { loinc: '99999-1', name: 'Remark', text: 'Fasting sample' },
        ],
      }),
    );

    expect(response.statusCode).toBe(201);
    const answer = expectShape(response.json(), LabDeliveryAnswer);
    expect(answer.reports).toEqual([{ labReportId, status: 'stored', id: expect.any(String) }]);
    const values = await observationsOf(answer.reports[0]?.id ?? '');
    // 45 mg/dL of HDL is below the range for a woman (≥ 50), with no range from the lab.
    expect(values.map((each) => [each.name, each.flag, each.rangeSource])).toEqual([
      ['HDL', 'L', 'reference'],
      ['Remark', null, null],
    ]);
    expect(values[1]?.valueText).toBe('Fasting sample');
  });

  it('changes nothing on a repeated delivery and gives the same answer', async () => {
    const { orderNumber } = await paidElectrolytesOrder();
    const bundle = sampleBundle({
      orderNumber,
      labReportId: nextReportId(),
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4.2, unit: 'mmol/L' } }],
    });

    const first = await deliverFhir(bundle);
    const again = await deliverFhir(bundle);
    const sameHl7 = sampleOruR01({
      controlId: 'REPEAT',
      orderNumber,
      labReportId: nextReportId(),
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L' }],
    });
    const hl7First = await deliverHl7(sameHl7);
    const hl7Again = await deliverHl7(sameHl7);

    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(hl7Again.statusCode).toBe(hl7First.statusCode);
    expect(msa(hl7Again.body)).toEqual(msa(hl7First.body));
    const firstId = expectShape(first.json(), LabDeliveryAnswer).reports[0]?.id ?? '';
    const [firstResult] = await testApp.db.select().from(labResults).where(eq(labResults.id, firstId));
    const stored = await testApp.db
      .select()
      .from(labResults)
      .where(eq(labResults.orderLineId, firstResult?.orderLineId ?? ''));
    // The HL7 report says what the FHIR report said, of the same sample: it is answered as stored, with no copy.
    expect(stored.map((result) => result.id)).toEqual([firstId]);
    expect(msa(hl7First.body)[1]).toBe('AA');
    expect(await observationsOf(firstId)).toHaveLength(1);
  });

  it('stores one result when the same report arrives twice at once', async () => {
    const { orderNumber, pesel } = await paidElectrolytesOrder();
    const labReportId = nextReportId();
    const bundle = sampleBundle({
      orderNumber,
      labReportId,
      testCode: '2823-3',
      pesel,
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4.2, unit: 'mmol/L' } }],
    });

    const [first, second] = await Promise.all([deliverFhir(bundle), deliverFhir(bundle)]);

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId))).toHaveLength(1);
  });

  it.each([
    ['an order number nobody has', { orderNumber: 'LS-999999999' }, UNMATCHED_REASONS.noOrder],
    ['a test the order does not have', { testCode: '718-7' }, UNMATCHED_REASONS.noTest],
    ['another patient’s PESEL', { pesel: testPesel('1990-01-01', 'f') }, UNMATCHED_REASONS.noPatient],
  ])('keeps a report with %s for review (202 with its id), never drops it', async (_case, change, reason) => {
    const { orderNumber, pesel } = await paidElectrolytesOrder();
    const labReportId = nextReportId();
    const message = sampleOruR01({
      orderNumber,
      labReportId,
      testCode: '2823-3',
      pesel,
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L' }],
      ...change,
    });

    const response = await deliverHl7(message);

    expect(response.statusCode).toBe(202);
    expect(msa(response.body)[1]).toBe('AA');
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(eq(unmatchedLabDeliveries.labReportId, labReportId));
    expect(kept).toMatchObject({ reason, message, format: 'hl7v2', reviewedAt: null });
    expect(msa(response.body)[3]).toContain(`${labReportId} unmatched ${kept?.id}`);
    expect(await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId))).toEqual([]);
  });

  it('keeps a report for an order that is not paid yet', async () => {
    const potassium = await createLoincTest(testApp.db, '2823-3', 'Potassium');
    const { orderNumber } = await createTestOrder(testApp.db, {
      status: 'pending_payment',
      patients: [{ patient: {}, testIds: [potassium.id] }],
    });
    const response = await deliverFhir(
      sampleBundle({
        orderNumber,
        labReportId: nextReportId(),
        testCode: '2823-3',
        observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4, unit: 'mmol/L' } }],
      }),
    );
    expect(response.statusCode).toBe(202);
    const [outcome] = expectShape(response.json(), LabDeliveryAnswer).reports;
    const [kept] = await testApp.db
      .select()
      .from(unmatchedLabDeliveries)
      .where(eq(unmatchedLabDeliveries.id, outcome?.id ?? ''));
    expect(kept?.reason).toBe(UNMATCHED_REASONS.notPaid);
  });

  it('matches a test inside an ordered package, and the right one of two patients', async () => {
    const glucose = await createLoincTest(testApp.db, '2345-7', 'Glucose');
    const pack = await createTestPackage(testApp.db, [glucose.id]);
    const { orderNumber, patientIds } = await createTestOrder(testApp.db, {
      patients: [
        { patient: { firstName: 'Anna', birthDate: '1985-04-10', sex: 'f' }, testIds: [pack.id] },
        { patient: { firstName: 'Jan', birthDate: '1980-02-02', sex: 'm' }, testIds: [pack.id] },
      ],
    });
    const labReportId = nextReportId();
    const response = await deliverHl7(
      sampleOruR01({
        orderNumber,
        labReportId,
        testCode: '2345-7',
        birthDate: '1980-02-02',
        sex: 'M',
        observations: [{ loinc: '2345-7', name: 'Glucose', value: '35', unit: 'mg/dL' }],
      }),
    );
    expect(response.statusCode).toBe(200);
    const [result] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
    expect(result).toMatchObject({ orderPatientId: patientIds[1], testId: glucose.id, testName: 'Glucose' });
    expect((await observationsOf(result?.id ?? ''))[0]?.flag).toBe('LL');
  });

  it('stores nothing of a message when any part of it is wrong, and says where (AE)', async () => {
    const { orderNumber } = await paidElectrolytesOrder();
    const labReportId = nextReportId();
    const message = sampleOruR01({
      orderNumber,
      labReportId,
      testCode: '2823-3',
      observations: [
        { loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L' },
        { loinc: '2951-2', name: 'Sodium', value: 'high', unit: 'mmol/L' },
      ],
    });

    const response = await deliverHl7(message);

    expect(response.statusCode).toBe(422);
    const [, code, , text] = msa(response.body);
    expect([code, text]).toEqual(['AE', 'OBX[2]-5: "high" is not a number.']);
    expect(response.body).toContain('ERR||OBX^2^5|102^^HL70357|E');
    expect(await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId))).toEqual([]);
  });

  it('rejects a message that is not an ORU^R01 (AR)', async () => {
    const response = await deliverHl7('MSH|^~\\&|LIS|LAB|||20260501||ADT^A01|C9|P|2.5.1\rPID|1\r');
    expect(response.statusCode).toBe(400);
    expect(msa(response.body).slice(1, 3)).toEqual(['AR', 'C9']);
  });

  it('answers FHIR errors with an OperationOutcome that says where', async () => {
    const bundle = sampleBundle({
      orderNumber: 'LS-1',
      labReportId: nextReportId(),
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', quantity: { value: 4, unit: 'mmol/L' } }],
    });
    const invalid = await deliverFhir({ ...bundle, entry: bundle.entry?.slice(0, 1) });
    const notJson = await deliver('application/fhir+json', '{"resourceType":');

    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers['content-type']).toContain('application/fhir+json');
    expect(invalid.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: 'required', expression: ['Bundle.entry'] }],
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().issue[0].diagnostics).toBe('The body is not valid JSON.');
  });

  it('refuses a delivery without a valid lab key, in the format of the message', async () => {
    const message = sampleOruR01({
      orderNumber: 'LS-1',
      labReportId: nextReportId(),
      testCode: '2823-3',
      observations: [{ loinc: '2823-3', name: 'Potassium', value: '4.2', unit: 'mmol/L' }],
    });
    const { apiKey: withdrawn, lab } = await registerLab(testApp.db, { code: 'old-lab', name: 'Old lab' });
    await testApp.db.update(labs).set({ active: false }).where(eq(labs.id, lab.id));

    const noKey = await deliverHl7(message, null);
    const wrongKey = await deliverFhir({ resourceType: 'Bundle' }, 'lab_wrong');
    const withdrawnKey = await deliverHl7(message, withdrawn);

    expect(noKey.statusCode).toBe(401);
    expect(msa(noKey.body)[1]).toBe('AR');
    expect(msa(noKey.body)[3]).toBe('Unauthorized access');
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ issue: [{ code: 'login', diagnostics: 'Unauthorized access' }] });
    expect(withdrawnKey.statusCode).toBe(401);
  });

  it('refuses other media types with 415', async () => {
    const response = await deliver('application/json', '{}');
    expect(response.statusCode).toBe(415);
  });
});

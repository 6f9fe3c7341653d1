import { RESULT_VALUES_PAGE_SIZE, ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { pdfTextOf } from '../../testing/pdf-text-of';
import { registerLab } from '../lab-delivery/store/labs';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { sampleOruR01 } from '../lab-delivery/testing/sample-oru-r01';
import { deliverFhirResult, SAMPLE_LAB_PDF } from './testing/deliver-result';

describe('downloading a result as PDF', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'pdf-lab', name: 'Printing Lab' }));
  });
  afterAll(() => testApp.close());

  async function paidGlucoseOrder() {
    const account = await createTestAccount(testApp.db);
    const glucose = await createLoincTest(testApp.db, '2345-7', 'Glucose, fasting');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      patients: [{ patient: {}, testIds: [glucose.id] }],
    });
    return { account, orderNumber };
  }

  const glucoseReport = (orderNumber: string, labPdf?: Buffer) =>
    deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `PDF-${orderNumber}`,
      testCode: '2345-7',
      testName: 'Glucose, fasting',
      collectedAt: '2026-04-30T08:15:00+02:00',
      observations: [
        { loinc: '2345-7', name: 'Glucose', quantity: { value: 7.4, unit: 'mmol/L' }, low: 3.9, high: 5.5 },
      ],
      ...(labPdf ? { labPdf } : {}),
    });

  const download = async (url: string, accountId: string) =>
    testApp.app.inject({ method: 'GET', url, headers: await signedIn(testApp.app, accountId) });

  it('keeps the lab’s PDF sent with a FHIR report and hands it back byte for byte', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const resultId = await glucoseReport(orderNumber, SAMPLE_LAB_PDF);

    const detail = expectShape((await download(`/api/results/${resultId}`, account.id)).json(), ResultDetail);
    const response = await download(`/api/results/${resultId}/lab-report.pdf`, account.id);

    expect(detail.labPdf).toBe(true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="glucose-fasting-2026-04-30-lab-report.pdf"',
    );
    expect(response.rawPayload.equals(SAMPLE_LAB_PDF)).toBe(true);
  });

  it('keeps the lab’s PDF sent as an HL7 OBX of type ED, which is not a value of the result', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const delivered = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'x-application/hl7-v2+er7', authorization: `Bearer ${labKey}` },
      payload: sampleOruR01({
        orderNumber,
        labReportId: `ED-${orderNumber}`,
        testCode: '2345-7',
        observations: [
          { loinc: '2345-7', name: 'Glucose', value: '5.0', unit: 'mmol/L', range: '3.9-5.5' },
          {
            type: 'ED',
            loinc: '11502-2',
            name: 'Laboratory report',
            value: `^application^pdf^Base64^${SAMPLE_LAB_PDF.toString('base64')}`,
          },
        ],
      }),
    });
    expect(delivered.statusCode).toBe(200);
    const { patients } = (await download('/api/results', account.id)).json<{
      patients: Array<{ entries: Array<{ resultId: string }> }>;
    }>();
    const resultId = patients[0]?.entries[0]?.resultId ?? '';

    const detail = expectShape((await download(`/api/results/${resultId}`, account.id)).json(), ResultDetail);
    const pdf = await download(`/api/results/${resultId}/lab-report.pdf`, account.id);

    expect(detail.observations.map((observation) => observation.name)).toEqual(['Glucose']);
    expect(detail.labPdf).toBe(true);
    expect(pdf.rawPayload.equals(SAMPLE_LAB_PDF)).toBe(true);
  });

  it('answers 404 for the lab’s PDF when the lab sent none, but always makes the summary', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const resultId = await glucoseReport(orderNumber);

    const labPdf = await download(`/api/results/${resultId}/lab-report.pdf`, account.id);
    const summary = await download(`/api/results/${resultId}/summary.pdf`, account.id);

    expect(labPdf.statusCode).toBe(404);
    expect(labPdf.json()).toEqual({ message: 'Not Found' });
    expect(summary.statusCode).toBe(200);
    expect(summary.headers['content-type']).toBe('application/pdf');
    expect(summary.headers['content-disposition']).toBe(
      'attachment; filename="glucose-fasting-2026-04-30-summary.pdf"',
    );
    expect(summary.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(summary.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('prints every value of a result in its summary, not only the page a screen shows', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const values = RESULT_VALUES_PAGE_SIZE + 20;
    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `LONG-${orderNumber}`,
      testCode: '2345-7',
      testName: 'Glucose, fasting',
      collectedAt: '2026-04-30T08:15:00+02:00',
      observations: Array.from({ length: values }, (_, index) => ({
        loinc: '2345-7',
        name: `Glucose run ${index + 1}`,
        quantity: { value: 5, unit: 'mmol/L' },
        low: 3.9,
        high: 5.5,
      })),
    });

    const page = expectShape((await download(`/api/results/${resultId}`, account.id)).json(), ResultDetail);
    const summary = await download(`/api/results/${resultId}/summary.pdf`, account.id);

    expect(page.observations).toHaveLength(RESULT_VALUES_PAGE_SIZE);
    expect(summary.statusCode).toBe(200);
    expect(pdfTextOf(summary.rawPayload).join('\n')).toContain(`Glucose run ${values}`);
  });

  it('prints every range the lab sent for a value, each with the sex and ages it is for', async () => {
    const { account, orderNumber } = await paidGlucoseOrder();
    const unit = { unit: 'mmol/L', system: 'http://unitsofmeasure.org', code: 'mmol/L' };
    const years = (value: number) => ({ value, unit: 'years', system: 'http://unitsofmeasure.org', code: 'a' });
    const forSex = (code: 'male' | 'female') => [
      { coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code }] },
    ];
    const resultId = await deliverFhirResult(testApp, labKey, {
      orderNumber,
      labReportId: `RANGES-${orderNumber}`,
      testCode: '2345-7',
      testName: 'Glucose, fasting',
      collectedAt: '2026-04-30T08:15:00+02:00',
      observations: [
        {
          loinc: '2345-7',
          name: 'Glucose',
          quantity: { value: 5, unit: 'mmol/L' },
          referenceRanges: [
            { low: { value: 4, ...unit }, high: { value: 5.6, ...unit }, appliesTo: forSex('male') },
            { low: { value: 3.9, ...unit }, high: { value: 5.5, ...unit }, appliesTo: forSex('female') },
            { low: { value: 3.3, ...unit }, high: { value: 5.6, ...unit }, age: { low: years(1), high: years(17) } },
          ],
        },
      ],
    });

    const summary = await download(`/api/results/${resultId}/summary.pdf`, account.id);

    expect(summary.statusCode).toBe(200);
    const text = pdfTextOf(summary.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Ranges the laboratory gave:',
        '• 4–5.6 mmol/L (men)',
        '• 3.9–5.5 mmol/L (women)',
        '• 3.3–5.6 mmol/L (ages 1–17)',
      ]),
    );
  });
});

import { eq } from 'drizzle-orm';
import { NOT_A_DIAGNOSIS, URGENT_ADVICE } from '@labshop/shared-contracts/core';
import { ResultsAnalysisAnswer } from '@labshop/shared-contracts/core/api/results';
import { labResults } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { sampleOruR01 } from '../lab-delivery/testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';

describe('the analysis of a result (RESULTS_ANALYZE)', () => {
  let testApp: TestApp;
  let labKey: string;

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date('2026-05-02T09:00:00Z') });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'analysis-lab', name: 'Analysis lab' }));
  });
  afterAll(() => testApp.close());

  /** An electrolytes result for a woman born 1985: potassium far too high, sodium a little low. */
  async function deliveredElectrolytes(withResultsAnalysis: boolean) {
    const account = await createTestAccount(testApp.db);
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      withResultsAnalysis,
      patients: [{ patient: {}, testIds: [electrolytes.id] }],
    });
    const labReportId = `AN-${orderNumber}`;
    const delivered = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'x-application/hl7-v2+er7', authorization: `Bearer ${labKey}` },
      payload: sampleOruR01({
        orderNumber,
        labReportId,
        testCode: '24326-1',
        testName: 'Electrolytes',
        observations: [
          { loinc: '2823-3', name: 'Potassium', value: '6.9', unit: 'mmol/L', range: '3.5-5.1' },
          { loinc: '2951-2', name: 'Sodium', value: '133', unit: 'mmol/L', range: '136-145' },
          { loinc: '2075-0', name: 'Chloride', value: '101', unit: 'mmol/L', range: '98-107' },
        ],
      }),
    });
    expect(delivered.statusCode).toBe(200);
    const [result] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));
    return { account, resultId: result?.id ?? '' };
  }

  const analysis = async (resultId: string, accountId?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/results/${resultId}/analysis`,
      headers: accountId === undefined ? {} : await signedIn(testApp.app, accountId),
    });

  it('reads the result in plain English, urgent first, citing the ranges and saying it is not a diagnosis', async () => {
    const { account, resultId } = await deliveredElectrolytes(true);

    const response = await analysis(resultId, account.id);

    expect(response.statusCode).toBe(200);
    const reading = expectShape(response.json(), ResultsAnalysisAnswer);
    expect(reading).toMatchObject({
      engine: 'rule-based',
      notADiagnosis: NOT_A_DIAGNOSIS,
      urgent: true,
      urgentAdvice: URGENT_ADVICE,
      withinRange: ['Chloride'],
      notInterpreted: [],
    });
    expect(reading.findings.map((finding) => [finding.name, finding.flagWords, finding.rangeUsed])).toEqual([
      ['Potassium', 'Critically high', 'normal 3.5–5.1 mmol/L; urgent below 2.8 or above 6.2 mmol/L (the lab’s range)'],
      ['Sodium', 'Low', 'normal 136–145 mmol/L (the lab’s range)'],
    ]);
  });

  it('is 403 when the order did not include the analysis, 404 for another account, 401 for a guest', async () => {
    const { account, resultId } = await deliveredElectrolytes(false);
    const stranger = await createTestAccount(testApp.db);

    const notBought = await analysis(resultId, account.id);
    expect(notBought.statusCode).toBe(403);
    expect(notBought.json()).toEqual({ message: 'It cannot be done.' });
    expect((await analysis(resultId, stranger.id)).statusCode).toBe(404);
    expect((await analysis(resultId)).statusCode).toBe(401);
  });
});

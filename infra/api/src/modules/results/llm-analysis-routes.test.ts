import { eq } from 'drizzle-orm';
import { NOT_A_DIAGNOSIS, URGENT_ADVICE, type ResultsAnalysis } from '@labshop/shared-contracts/core';
import { ResultsAnalysisAnswer } from '@labshop/shared-contracts/core/api/results';
import { labResults } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { registerLab } from '../lab-delivery/store/labs';
import { sampleOruR01 } from '../lab-delivery/testing/sample-oru-r01';
import { createLoincTest, createTestOrder } from '../lab-delivery/testing/paid-order';
import { completion, startModelProvider, type ProviderRequest } from './testing/model-provider';

/** Rewords the draft it was sent, as a well-behaved model would. */
function rewordDraft(request: ProviderRequest) {
  const userMessage = request.body.messages.find((message) => message.role === 'user')?.content ?? '{}';
  const { draft } = JSON.parse(userMessage) as { draft: ResultsAnalysis };
  const reworded = {
    ...draft,
    summary: 'Your potassium needs attention today.',
    findings: draft.findings.map((finding) => ({ ...finding, usuallyMeans: `Reworded: ${finding.usuallyMeans}` })),
  };
  return { status: 200, json: completion(JSON.stringify(reworded)) };
}

describe('the analysis of a result with a language model configured', () => {
  let testApp: TestApp;
  let provider: Awaited<ReturnType<typeof startModelProvider>>;
  let labKey: string;

  beforeAll(async () => {
    provider = await startModelProvider(rewordDraft);
    testApp = await createTestApp({
      clock: () => new Date('2026-05-02T09:00:00Z'),
      config: {
        resultsAnalysis: { engine: 'llm', apiUrl: provider.url, apiKey: null, model: 'test-model', timeoutMs: 5000 },
      },
    });
    ({ apiKey: labKey } = await registerLab(testApp.db, { code: 'llm-analysis-lab', name: 'Model lab' }));
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('answers with the model’s words, the rule-based safety parts, and sends sex and age but no personal details', async () => {
    const account = await createTestAccount(testApp.db);
    const electrolytes = await createLoincTest(testApp.db, '24326-1', 'Electrolytes');
    const { orderNumber } = await createTestOrder(testApp.db, {
      accountId: account.id,
      withResultsAnalysis: true,
      // Born the day after the sample's date of year: 40 when sampled, 41 by the time the analysis is read.
      patients: [{ patient: { birthDate: '1985-05-01' }, testIds: [electrolytes.id] }],
    });
    const labReportId = `LLM-${orderNumber}`;
    const delivered = await testApp.app.inject({
      method: 'POST',
      url: '/api/lab/results',
      headers: { 'content-type': 'x-application/hl7-v2+er7', authorization: `Bearer ${labKey}` },
      payload: sampleOruR01({
        orderNumber,
        labReportId,
        testCode: '24326-1',
        testName: 'Electrolytes',
        birthDate: '1985-05-01',
        collectedAt: '202604300815+0200',
        observations: [
          { loinc: '2823-3', name: 'Potassium', value: '6.9', unit: 'mmol/L', range: '3.5-5.1' },
          { loinc: '2951-2', name: 'Sodium', value: '140', unit: 'mmol/L', range: '136-145' },
        ],
      }),
    });
    expect(delivered.statusCode).toBe(200);
    const [result] = await testApp.db.select().from(labResults).where(eq(labResults.labReportId, labReportId));

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/results/${result?.id ?? ''}/analysis`,
      headers: await signedIn(testApp.app, account.id),
    });

    expect(response.statusCode).toBe(200);
    const reading = expectShape(response.json(), ResultsAnalysisAnswer);
    expect(reading).toMatchObject({
      engine: 'language model (test-model)',
      summary: 'Your potassium needs attention today.',
      notADiagnosis: NOT_A_DIAGNOSIS,
      urgent: true,
      urgentAdvice: URGENT_ADVICE,
      withinRange: ['Sodium'],
    });
    expect(reading.findings[0]?.usuallyMeans).toMatch(/^Reworded: High potassium/);
    const sent = provider.received.at(-1)?.raw ?? '';
    expect(sent).toContain('Potassium');
    // The order names the patient Anna Kowalska, born 1985-05-01.
    for (const personal of ['Anna', 'Kowalska', '1985-05-01', '19850501', account.email, 'pesel', 'birth']) {
      expect(sent).not.toContain(personal);
    }
    // Only what the ranges depend on: her sex, and her age in whole years on the day of the sample.
    const userMessage = provider.received.at(-1)?.body.messages.find((message) => message.role === 'user');
    const { report } = JSON.parse(userMessage?.content ?? '{}') as { report: { patient: unknown } };
    expect(report.patient).toEqual({ sex: 'female', ageInYears: 40 });
  });
});

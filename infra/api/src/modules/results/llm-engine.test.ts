import {
  analyseWithRules,
  judgeValue,
  NOT_A_DIAGNOSIS,
  URGENT_ADVICE,
  type AnalysedObservation,
  type AnalysisInput,
  type ObservationValue,
  type ReferenceRange,
} from '@labshop/shared-contracts/core';
import { llmAnalysisEngine } from './llm-engine';
import { completion, startModelProvider, type ProviderReply, type ProviderRequest } from './testing/model-provider';

const woman = { sex: 'f' as const, birthDate: '1985-04-10' };
const labRange = (low: number, high: number): ReferenceRange => ({
  normal: { low: { value: low, inclusive: true }, high: { value: high, inclusive: true } },
});
const labPotassium = labRange(3.5, 5.1);

function observed(loinc: string, name: string, value: ObservationValue, labRange: ReferenceRange | null = null) {
  const { range, source, flag } = judgeValue({ loinc, value, labRange, person: woman, sampledOn: '2026-05-01' });
  return { loinc, name, value, range, rangeSource: source, flag } satisfies AnalysedObservation;
}
const quantity = (value: number, unit: string) => ({ kind: 'quantity' as const, value, unit });

/** Potassium far too high (urgent), sodium a little low, chloride fine. */
const electrolytes: AnalysisInput = {
  testName: 'Electrolytes',
  observations: [
    observed('2823-3', 'Potassium', quantity(6.9, 'mmol/L'), labPotassium),
    observed('2951-2', 'Sodium', quantity(133, 'mmol/L')),
    observed('2075-0', 'Chloride', quantity(101, 'mmol/L'), labRange(98, 107)),
  ],
};
const rules = analyseWithRules(electrolytes);

/** A model answer that rewords everything, and also tries to change what it must not. */
function modelAnswer() {
  return {
    ...rules,
    engine: 'model',
    notADiagnosis: 'You have kidney disease.',
    urgent: false,
    urgentAdvice: null,
    summary: 'Two of your salts are off; potassium is the one to act on today.',
    generalAdvice: 'Take these results to your GP.',
    findings: rules.findings.map((finding) => ({
      ...finding,
      rangeUsed: 'anything goes',
      urgent: false,
      usuallyMeans: `Model words on what ${finding.name} usually means.`,
      doesNotMean: `Model words on what ${finding.name} does not mean.`,
      whenToSeeADoctor: `Model words on when to see a doctor about ${finding.name}.`,
    })),
  };
}

/** The report part of the message the model received. */
function sentReport(received: ProviderRequest[]) {
  const userMessage = received[0]?.body.messages.find((message) => message.role === 'user')?.content ?? '{}';
  return JSON.parse(userMessage) as { report: { patient: object; observations: object[] } };
}

async function analyseWith(reply: ProviderReply, input: AnalysisInput = electrolytes) {
  const provider = await startModelProvider(() => reply);
  const warnings: string[] = [];
  const engine = llmAnalysisEngine({
    apiUrl: provider.url,
    apiKey: 'provider-key',
    model: 'test-model',
    timeoutMs: 300,
    log: { warn: (details, message) => warnings.push(`${message} ${JSON.stringify(details)}`) },
  });
  try {
    return { reading: await engine.analyse(input), received: provider.received, warnings };
  } finally {
    await provider.close();
  }
}

describe('the language-model analysis engine', () => {
  it('uses the model’s words and keeps the safety parts from the rule-based reading', async () => {
    const { reading, received, warnings } = await analyseWith({
      status: 200,
      json: completion(JSON.stringify(modelAnswer())),
    });

    expect(warnings).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer provider-key');
    expect(received[0]?.body.model).toBe('test-model');
    expect(reading).toMatchObject({
      engine: 'language model (test-model)',
      notADiagnosis: NOT_A_DIAGNOSIS,
      urgent: true,
      urgentAdvice: URGENT_ADVICE,
      summary: 'Two of your salts are off; potassium is the one to act on today.',
      generalAdvice: 'Take these results to your GP.',
      withinRange: ['Chloride'],
    });
    expect(reading.findings).toEqual([
      {
        ...rules.findings[0],
        usuallyMeans: 'Model words on what Potassium usually means.',
        doesNotMean: 'Model words on what Potassium does not mean.',
        whenToSeeADoctor: `${URGENT_ADVICE} Model words on when to see a doctor about Potassium.`,
      },
      {
        ...rules.findings[1],
        usuallyMeans: 'Model words on what Sodium usually means.',
        doesNotMean: 'Model words on what Sodium does not mean.',
        whenToSeeADoctor: 'Model words on when to see a doctor about Sodium.',
      },
    ]);
    expect(reading.findings.map((finding) => [finding.rangeUsed, finding.urgent])).toEqual([
      ['normal 3.5–5.1 mmol/L; urgent below 2.8 or above 6.2 mmol/L (the lab’s range)', true],
      ['normal 136–145 mmol/L (typical reference range)', false],
    ]);
  });

  it('accepts an answer wrapped in a code fence', async () => {
    const fenced = '```json\n' + JSON.stringify(modelAnswer()) + '\n```';
    const { reading } = await analyseWith({ status: 200, json: completion(fenced) });
    expect(reading.engine).toBe('language model (test-model)');
  });

  it('sends the values, units, ranges and flags, the sex and age, and never a name, PESEL or date of birth', async () => {
    // A report that carries who it belongs to must still not hand that on.
    const withPerson = {
      ...electrolytes,
      person: { sex: 'f' as const, ageInYears: 41 },
      patient: { firstName: 'Anna', lastName: 'Kowalska', pesel: '85041012345', birthDate: '1985-04-10' },
    };
    const { received } = await analyseWith(
      { status: 200, json: completion(JSON.stringify(modelAnswer())) },
      withPerson,
    );

    const sent = received[0]?.raw ?? '';
    for (const personal of ['Anna', 'Kowalska', '85041012345', '1985-04-10', '1985', 'pesel', 'birth']) {
      expect(sent).not.toContain(personal);
    }
    const { report } = sentReport(received);
    expect(Object.keys(report)).toEqual(['testName', 'patient', 'observations']);
    expect(report.patient).toEqual({ sex: 'female', ageInYears: 41 });
    expect(report.observations[0]).toEqual({
      name: 'Potassium',
      loinc: '2823-3',
      value: 6.9,
      unit: 'mmol/L',
      range: {
        normal: labPotassium.normal,
        critical: electrolytes.observations[0]?.range?.critical,
        normalTexts: null,
      },
      rangeSource: 'lab',
      flag: 'HH',
    });
    // The model is told what the sex and age are for.
    const instructions = received[0]?.body.messages.find((message) => message.role === 'system')?.content ?? '';
    expect(instructions).toContain('word the reading for this sex and age');
  });

  it('says plainly when the sex and age are not known', async () => {
    const { received } = await analyseWith({ status: 200, json: completion(JSON.stringify(modelAnswer())) });
    expect(sentReport(received).report.patient).toEqual({ sex: null, ageInYears: null });
  });

  it.each<[string, ProviderReply]>([
    ['an answer that is not JSON', { status: 200, json: completion('Your potassium is high.') }],
    ['an answer of another shape', { status: 200, json: completion(JSON.stringify({ reading: 'fine' })) }],
    [
      'an answer that drops a finding',
      {
        status: 200,
        json: completion(JSON.stringify({ ...modelAnswer(), findings: modelAnswer().findings.slice(1) })),
      },
    ],
    [
      'an answer with an empty explanation',
      { status: 200, json: completion(JSON.stringify({ ...modelAnswer(), summary: ' ' })) },
    ],
    ['a reply without a message', { status: 200, json: { choices: [] } }],
    ['a server error', { status: 500, json: { error: { message: 'overloaded' } } }],
    ['no answer in time', { hang: true }],
  ])('shows the rule-based reading after %s, and logs why', async (_case, reply) => {
    const { reading, warnings } = await analyseWith(reply);

    expect(reading).toEqual(rules);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Language-model analysis failed; the rule-based reading is shown/);
    // The log says why, without quoting what the model wrote about the patient's values.
    expect(warnings[0]).not.toContain('Your potassium is high');
  });
});

import { judgeValue } from '../resolve-range';
import type { ObservationValue } from '../interpretation';
import type { ReferenceRange } from '../reference-range';
import { NOT_A_DIAGNOSIS, URGENT_ADVICE, type AnalysedObservation } from './analysis';
import { analyseWithRules, ruleBasedEngine } from './rule-based-engine';

const woman = { sex: 'f' as const, birthDate: '1985-04-10' };

/** An observation judged the way the server judges it. */
function observed(loinc: string | null, name: string, value: ObservationValue, labRange: ReferenceRange | null = null) {
  const { range, source, flag } = judgeValue({ loinc, value, labRange, person: woman, sampledOn: '2026-05-01' });
  return { loinc, name, value, range, rangeSource: source, flag } satisfies AnalysedObservation;
}
const quantity = (value: number, unit: string) => ({ kind: 'quantity' as const, value, unit });

describe('the rule-based reading of a report', () => {
  it('explains a low value, cites the range it used and says it is not a diagnosis', () => {
    const analysis = analyseWithRules({
      testName: 'Complete blood count',
      observations: [
        observed('718-7', 'Haemoglobin', quantity(10.9, 'g/dL')),
        observed('777-3', 'Platelets', quantity(250, '10*3/uL')),
      ],
    });

    expect(analysis.notADiagnosis).toBe(NOT_A_DIAGNOSIS);
    expect(analysis.summary).toBe('1 value is outside the range in your Complete blood count result.');
    expect(analysis.urgent).toBe(false);
    expect(analysis.urgentAdvice).toBeNull();
    expect(analysis.withinRange).toEqual(['Platelets']);
    expect(analysis.findings).toEqual([
      {
        name: 'Haemoglobin',
        value: '10.9 g/dL',
        flag: 'L',
        flagWords: 'Low',
        rangeUsed: 'normal 12–15.5 g/dL (typical reference range)',
        usuallyMeans: 'Low haemoglobin (anaemia) is often caused by too little iron, for example after heavy periods.',
        doesNotMean: 'It does not tell the cause by itself, and does not mean a serious disease in most people.',
        whenToSeeADoctor: 'See a doctor to find the cause, sooner if you are short of breath or very tired.',
        urgent: false,
      },
    ]);
  });

  it('marks a value far out of range as urgent and puts it first', () => {
    const labPotassium = { normal: { low: { value: 3.5, inclusive: true }, high: { value: 5.1, inclusive: true } } };
    const analysis = analyseWithRules({
      testName: 'Electrolytes',
      observations: [
        observed('2951-2', 'Sodium', quantity(134, 'mmol/L')),
        observed('2823-3', 'Potassium', quantity(6.8, 'mmol/L'), labPotassium),
      ],
    });

    expect(analysis.urgent).toBe(true);
    expect(analysis.urgentAdvice).toBe(URGENT_ADVICE);
    expect(analysis.summary).toBe(
      '2 values are outside the range in your Electrolytes result, and some are far outside: please read the urgent advice first.',
    );
    expect(analysis.findings.map((finding) => [finding.name, finding.flagWords, finding.urgent])).toEqual([
      ['Potassium', 'Critically high', true],
      ['Sodium', 'Low', false],
    ]);
    expect(analysis.findings[0]?.rangeUsed).toBe(
      'normal 3.5–5.1 mmol/L; urgent below 2.8 or above 6.2 mmol/L (the lab’s range)',
    );
    expect(analysis.findings[0]?.whenToSeeADoctor).toMatch(/^Some values are far outside their range\./);
  });

  it('reads an abnormal answer in words and says what it does not judge', () => {
    const analysis = analyseWithRules({
      testName: 'Urinalysis',
      observations: [
        observed('5802-4', 'Nitrite', { kind: 'text', text: 'Positive' }),
        observed(null, 'Appearance', { kind: 'text', text: 'Slightly cloudy' }),
      ],
    });

    expect(analysis.findings).toMatchObject([
      {
        name: 'Nitrite',
        flag: 'A',
        flagWords: 'Abnormal',
        rangeUsed: 'expected Negative (typical reference range)',
        usuallyMeans: 'Nitrite in urine is often a sign of bacteria, as in a urinary tract infection.',
      },
    ]);
    expect(analysis.notInterpreted).toEqual(['Appearance']);
  });

  it('uses general words for an analyte it has no table entry for', () => {
    const labRange = { normal: { high: { value: 10, inclusive: true } } };
    const analysis = analyseWithRules({
      testName: 'Special test',
      observations: [observed('99999-9', 'Rare marker', quantity(12, 'U/mL'), labRange)],
    });
    expect(analysis.findings[0]).toMatchObject({
      flagWords: 'High',
      rangeUsed: 'normal ≤ 10 U/mL (the lab’s range)',
      usuallyMeans: 'A value above its range is often temporary and can have many causes.',
    });
  });

  it('says so when every value is within range, and gives the same reading every time', async () => {
    const input = {
      testName: 'Lipid profile',
      observations: [observed('2093-3', 'Total cholesterol', quantity(180, 'mg/dL'))],
    };
    const first = await ruleBasedEngine.analyse(input);
    expect(first.summary).toBe('The value in your Lipid profile result is within its range.');
    expect(first.findings).toEqual([]);
    expect(await ruleBasedEngine.analyse(input)).toEqual(first);
  });
});

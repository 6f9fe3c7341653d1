import type { AnalysisInput, ResultsAnalysis } from '@labshop/shared-contracts/core';

/** Tells the model to reword the rule-based draft and nothing else; the caller checks that it did. */
export const LLM_INSTRUCTIONS = [
  'You explain laboratory results to a patient in plain English, calmly and briefly.',
  'The user message is JSON: "report" holds the measured values with their units, reference ranges and flags',
  '(N normal, L low, H high, LL critically low, HH critically high, A abnormal) and, in "patient", the sex and',
  'the age in whole years on the day of the sample (null when unknown): ranges and what a value usually means',
  'can depend on them, so word the reading for this sex and age. "draft" is a reading of the report.',
  'Answer with one JSON object only, no other text, of exactly the shape of "draft":',
  'engine, notADiagnosis, summary, urgent, urgentAdvice, findings (name, value, flag, flagWords, rangeUsed,',
  'usuallyMeans, doesNotMean, whenToSeeADoctor, urgent), withinRange, notInterpreted, generalAdvice.',
  'Rewrite only summary, generalAdvice and, for each finding, usuallyMeans, doesNotMean and whenToSeeADoctor;',
  'copy every other field unchanged and keep one finding per finding of the draft, in the same order.',
  'Never give a diagnosis, never name a medicine dose, and always say when to see a doctor.',
].join(' ');

const SEX_WORDS = { f: 'female', m: 'male' } as const;

/**
 * What leaves the shop for the model: the test's name, the patient's sex and age in whole years, each value with
 * its unit, range and flag, and the rule-based draft. Built field by field from the report, so no name, PESEL or
 * date of birth can slip in.
 */
export function llmUserMessage(input: AnalysisInput, draft: ResultsAnalysis): string {
  const sex = input.person?.sex ?? null;
  const report = {
    testName: input.testName,
    patient: { sex: sex === null ? null : SEX_WORDS[sex], ageInYears: input.person?.ageInYears ?? null },
    observations: input.observations.map((observation) => ({
      name: observation.name,
      loinc: observation.loinc,
      value: observation.value.kind === 'quantity' ? observation.value.value : observation.value.text,
      unit: observation.value.kind === 'quantity' ? observation.value.unit : null,
      range:
        observation.range === null
          ? null
          : {
              normal: observation.range.normal ?? null,
              critical: observation.range.critical ?? null,
              normalTexts: observation.range.normalTexts ?? null,
            },
      rangeSource: observation.rangeSource,
      flag: observation.flag,
    })),
  };
  return JSON.stringify({ report, draft });
}

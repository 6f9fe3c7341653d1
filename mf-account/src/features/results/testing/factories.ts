import type { AccountDoctor, MarkerExplanation, ResultsAnalysisAnswer } from '@labshop/shared-contracts/core';

// The results themselves are shaped alike for patients and doctors, so their factories live with the contracts.
export {
  createEntry,
  createGroup,
  createHistoryPoint,
  createObservation,
  createPatient,
  createRange,
  createResult,
  createValueSummary,
} from '@labshop/shared-contracts/testing';

/** Test data of the account's own screens (the analysis, the doctors), each overridable where a test cares. */

/** What the dictionary says of potassium, as the API sends it with each value. */
export const createExplanation = (overrides: Partial<MarkerExplanation> = {}): MarkerExplanation => ({
  measures: 'A salt in the blood that nerves, muscles and the heart need to work properly.',
  high: 'High potassium can come from the kidneys, some medicines, or from the sample itself.',
  low: 'Low potassium often follows vomiting, diarrhoea or water tablets (diuretics).',
  abnormal: null,
  reading: null,
  talkToDoctor: 'Talk to a doctor about a value outside the range.',
  ...overrides,
});

export const createAnalysis = (overrides: Partial<ResultsAnalysisAnswer> = {}): ResultsAnalysisAnswer => ({
  engine: 'rule-based',
  notADiagnosis: 'This reading is not a diagnosis.',
  summary: 'Two values are outside their ranges.',
  urgent: false,
  urgentAdvice: null,
  findings: [],
  withinRange: ['Sodium'],
  notInterpreted: [],
  generalAdvice: 'Talk to your doctor about these results.',
  ...overrides,
});

export const createFinding = (
  name: string,
  overrides: Partial<ResultsAnalysisAnswer['findings'][number]> = {},
): ResultsAnalysisAnswer['findings'][number] => ({
  name,
  value: '5.8 mmol/L',
  flag: 'H',
  flagWords: 'High',
  rangeUsed: '3.5–5.1 mmol/L (lab)',
  usuallyMeans: `${name} usually means something.`,
  doesNotMean: 'It does not mean you are ill.',
  whenToSeeADoctor: 'See a doctor within a week.',
  urgent: false,
  ...overrides,
});

export const createDoctor = (overrides: Partial<AccountDoctor> = {}): AccountDoctor => ({
  id: 'doctor-1',
  name: 'Dr Jan Lekarz',
  ask_for_examinations: false,
  add_access: false,
  requested_at: null,
  granted_at: null,
  ...overrides,
});

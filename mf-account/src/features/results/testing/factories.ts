import type {
  AccountDoctor,
  HistoryPoint,
  PatientResults,
  ResultDetail,
  ResultObservation,
  ResultRange,
  ResultsAnalysisAnswer,
  ResultsEntry,
  ResultsPatient,
} from '@labshop/shared-contracts';

/** Test data shaped like the API's answers, each overridable where a test cares. */

export const createPatient = (overrides: Partial<ResultsPatient> = {}): ResultsPatient => ({
  id: 'patient-1',
  firstName: 'Anna',
  lastName: 'Nowak',
  birthDate: '1990-05-04',
  sex: 'f',
  ...overrides,
});

export const createEntry = (overrides: Partial<ResultsEntry> = {}): ResultsEntry => ({
  orderLineId: 'line-1',
  orderNumber: 'LS-1001',
  orderedAt: '2026-03-01T10:00:00.000Z',
  testName: 'Potassium',
  status: 'ready',
  resultId: 'result-1',
  date: '2026-03-03T09:00:00.000Z',
  receivedAt: '2026-03-03T12:00:00.000Z',
  outOfRange: 0,
  critical: false,
  ...overrides,
});

export const createGroup = (entries: ResultsEntry[], patient: Partial<ResultsPatient> = {}): PatientResults => ({
  patient: createPatient(patient),
  entries,
});

export const createRange = (overrides: Partial<ResultRange> = {}): ResultRange => ({
  low: 3.5,
  lowInclusive: true,
  high: 5.1,
  highInclusive: true,
  criticalLow: 2.5,
  criticalHigh: 6.5,
  normalTexts: [],
  text: '3.5–5.1 mmol/L',
  labText: '3.5-5.1',
  ...overrides,
});

export const createHistoryPoint = (resultId: string, date: string, value: number, flag: HistoryPoint['flag']) => ({
  resultId,
  date,
  value: { kind: 'quantity' as const, value, unit: 'mmol/L' },
  range: createRange(),
  flag,
});

export const createObservation = (overrides: Partial<ResultObservation> = {}): ResultObservation => ({
  id: 'observation-1',
  loinc: '2823-3',
  name: 'Potassium',
  value: { kind: 'quantity', value: 5.8, unit: 'mmol/L' },
  displayValue: '5.8 mmol/L',
  range: createRange(),
  flag: 'H',
  flagWords: 'High',
  notes: [],
  history: [],
  ...overrides,
});

export const createResult = (overrides: Partial<ResultDetail> = {}): ResultDetail => ({
  id: 'result-1',
  testName: 'Electrolytes',
  status: 'ready',
  reportStatus: 'final',
  patient: createPatient(),
  orderNumber: 'LS-1001',
  labName: 'Central Lab',
  collectedAt: '2026-03-03T09:00:00.000Z',
  issuedAt: '2026-03-03T11:00:00.000Z',
  receivedAt: '2026-03-03T12:00:00.000Z',
  notes: [],
  observations: [createObservation()],
  labPdf: true,
  analysisPurchased: false,
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

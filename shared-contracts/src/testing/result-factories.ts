import type {
  HistoryPoint,
  PatientResults,
  ResultDetail,
  ResultObservation,
  ResultRange,
  ResultsEntry,
  ResultsPatient,
  ResultValueSummary,
} from '@labshop/shared-contracts/core';

/**
 * Results as the API answers them, to patients and to the doctors they share them with; each field overridable
 * where a test cares. A Potassium value above its range by default, so a flag, a bar and a range all show.
 */

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
  values: [],
  ...overrides,
  // As many values as it carries unless a test says the result has more than a line of the list shows.
  valueCount: overrides.valueCount ?? overrides.values?.length ?? 0,
});

/** One value of a result as a line of the list shows it: the default Potassium, high, first measured. */
export const createValueSummary = (overrides: Partial<ResultValueSummary> = {}): ResultValueSummary => ({
  id: 'observation-1',
  loinc: '2823-3',
  name: 'Potassium',
  value: { kind: 'quantity', value: 5.8, unit: 'mmol/L' },
  displayValue: '5.8 mmol/L',
  flag: 'H',
  trend: [5.8],
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

/** One earlier value of the default Potassium, judged by the default range. */
export const createHistoryPoint = (
  resultId: string,
  date: string,
  value: number,
  flag: HistoryPoint['flag'],
  overrides: Partial<HistoryPoint> = {},
): HistoryPoint => ({
  resultId,
  date,
  value: { kind: 'quantity', value, unit: 'mmol/L' },
  range: createRange(),
  flag,
  ...overrides,
});

export const createObservation = (overrides: Partial<ResultObservation> = {}): ResultObservation => ({
  id: 'observation-1',
  loinc: '2823-3',
  name: 'Potassium',
  nameFromLab: 'Potassium',
  value: { kind: 'quantity', value: 5.8, unit: 'mmol/L' },
  unitText: 'mmol/L',
  displayValue: '5.8 mmol/L',
  range: createRange(),
  flag: 'H',
  flagWords: 'High',
  labFlag: null,
  markedForReview: false,
  notes: [],
  explanation: null,
  history: [],
  ...overrides,
});

const RESULT_FIELDS: Omit<ResultDetail, 'observations' | 'valuesPage'> = {
  id: 'result-1',
  testName: 'Electrolytes',
  status: 'ready',
  reportStatus: 'final',
  patient: createPatient(),
  orderNumber: 'LS-1001',
  labName: 'Central Lab',
  collectedAt: '2026-03-03T09:00:00.000Z',
  collectedDateOnly: false,
  issuedAt: '2026-03-03T11:00:00.000Z',
  receivedAt: '2026-03-03T12:00:00.000Z',
  notes: [],
  labPdf: true,
  analysisPurchased: false,
};

/** A result whose values all fit on one page unless `valuesPage` says otherwise. */
export const createResult = (overrides: Partial<ResultDetail> = {}): ResultDetail => {
  const observations = overrides.observations ?? [createObservation()];
  const outOfRange = observations.filter((value) => value.flag !== null && value.flag !== 'N').length;
  return {
    ...RESULT_FIELDS,
    observations,
    valuesPage: { page: 1, pageSize: 100, total: observations.length, outOfRange },
    ...overrides,
  };
};

import type { PatientResults, ResultDetail, ResultObservation } from '@labshop/shared-contracts';

/** Test data shaped like the API's answers to a doctor, each overridable where a test cares. */

export const sharedGroup = (): PatientResults => ({
  patient: { id: 'patient-1', firstName: 'Anna', lastName: 'Nowak', birthDate: '1990-05-04', sex: 'f' },
  entries: [
    {
      orderLineId: 'line-2',
      orderNumber: 'LS-1002',
      orderedAt: '2026-04-01T10:00:00.000Z',
      testName: 'Lipid profile',
      status: 'awaiting_sample',
      resultId: null,
      date: '2026-04-01T10:00:00.000Z',
      receivedAt: null,
      outOfRange: 0,
      critical: false,
    },
    {
      orderLineId: 'line-1',
      orderNumber: 'LS-1001',
      orderedAt: '2026-03-01T10:00:00.000Z',
      testName: 'Potassium',
      status: 'ready',
      resultId: 'result-1',
      date: '2026-03-03T09:00:00.000Z',
      receivedAt: '2026-03-03T12:00:00.000Z',
      outOfRange: 1,
      critical: false,
    },
  ],
});

const potassium = (): ResultObservation => ({
  id: 'observation-1',
  loinc: '2823-3',
  name: 'Potassium',
  value: { kind: 'quantity', value: 5.8, unit: 'mmol/L' },
  displayValue: '5.8 mmol/L',
  range: {
    low: 3.5,
    lowInclusive: true,
    high: 5.1,
    highInclusive: true,
    criticalLow: 2.5,
    criticalHigh: 6.5,
    normalTexts: [],
    text: '3.5–5.1 mmol/L',
    labText: null,
  },
  flag: 'H',
  flagWords: 'High',
  notes: [],
  history: [
    {
      resultId: 'result-0',
      date: '2025-09-10T09:00:00.000Z',
      value: { kind: 'quantity', value: 4.2, unit: 'mmol/L' },
      range: null,
      flag: 'N',
    },
    {
      resultId: 'result-1',
      date: '2026-03-03T09:00:00.000Z',
      value: { kind: 'quantity', value: 5.8, unit: 'mmol/L' },
      range: null,
      flag: 'H',
    },
  ],
});

export const sharedResult = (): ResultDetail => ({
  id: 'result-1',
  testName: 'Electrolytes',
  status: 'ready',
  reportStatus: 'final',
  patient: sharedGroup().patient,
  orderNumber: 'LS-1001',
  labName: 'Central Lab',
  collectedAt: '2026-03-03T09:00:00.000Z',
  issuedAt: '2026-03-03T11:00:00.000Z',
  receivedAt: '2026-03-03T12:00:00.000Z',
  notes: [],
  observations: [potassium()],
  labPdf: false,
  analysisPurchased: false,
});

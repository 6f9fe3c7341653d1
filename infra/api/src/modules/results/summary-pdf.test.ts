import type { ResultDetail } from '@labshop/shared-contracts/core/api/results';
import { pdfTextOf } from '../../testing/pdf-text-of';
import { NOT_A_DIAGNOSIS_NOTE, renderSummaryPdf, summaryLines } from './summary-pdf';

const result: ResultDetail = {
  id: 'result-1',
  testName: 'Electrolytes',
  status: 'ready',
  reportStatus: 'final',
  patient: { id: 'patient-1', firstName: 'Zofia', lastName: 'Wiśniewska', birthDate: '2015-06-01', sex: 'f' },
  orderNumber: 'LS-000042',
  labName: 'Central Lab',
  collectedAt: '2026-04-30T06:15:00.000Z',
  collectedDateOnly: false,
  issuedAt: null,
  receivedAt: '2026-05-01T08:00:00.000Z',
  notes: ['Sample slightly haemolysed.'],
  labPdf: false,
  analysisPurchased: false,
  observations: [
    {
      id: 'o-1',
      loinc: '2823-3',
      name: 'Potassium',
      nameFromLab: 'K+',
      value: { kind: 'quantity', value: 6.9, unit: 'mmol/L' },
      unitText: 'mmol/L',
      displayValue: '6.9 mmol/L',
      range: {
        low: 3.5,
        lowInclusive: true,
        high: 5.1,
        highInclusive: true,
        criticalLow: 2.8,
        criticalHigh: 6.2,
        normalTexts: [],
        text: '3.5–5.1 mmol/L',
        labText: null,
      },
      flag: 'HH',
      flagWords: 'Critically high',
      labFlag: null,
      markedForReview: false,
      notes: [],
      explanation: null,
      history: [],
    },
    {
      id: 'o-2',
      loinc: null,
      name: 'Comment',
      nameFromLab: 'Comment',
      value: { kind: 'text', text: 'See your doctor' },
      unitText: '',
      displayValue: 'See your doctor',
      range: null,
      flag: null,
      flagWords: 'Not interpreted',
      labFlag: null,
      markedForReview: false,
      notes: [],
      explanation: null,
      history: [],
    },
  ],
  valuesPage: { page: 1, pageSize: 2, total: 2, outOfRange: 1 },
};

describe('the summary PDF of a result', () => {
  it('lists every value with its range and its flag in words, and says it is not a diagnosis', () => {
    expect(summaryLines(result).map((line) => line.text)).toEqual([
      'Electrolytes',
      'Patient: Zofia Wiśniewska, born 2015-06-01',
      'Order: LS-000042    Laboratory: Central Lab',
      'Sample taken: 2026-04-30    Reported: 2026-05-01',
      'Status: Ready',
      'Potassium: 6.9 mmol/L',
      'Laboratory’s name: K+',
      'Range: 3.5–5.1 mmol/L    Result: Critically high',
      'Comment: See your doctor',
      'Range: none given    Result: Not interpreted',
      'Notes from the laboratory',
      'Sample slightly haemolysed.',
      NOT_A_DIAGNOSIS_NOTE,
    ]);
  });

  it('prints names and signs as written, in an embedded font', async () => {
    const pdf = await renderSummaryPdf(
      {
        ...result,
        patient: { ...result.patient, firstName: 'Łukasz', lastName: 'Żółć' },
        observations: [{ ...result.observations[0]!, name: 'Leukocytes', displayValue: '6.1 ×10⁹/L' }],
      },
      new Date('2026-05-02T09:00:00Z'),
    );
    const text = pdfTextOf(pdf);
    expect(text).toContain('Patient: Łukasz Żółć, born 2015-06-01');
    expect(text).toContain('Leukocytes: 6.1 ×10⁹/L');
    expect(text).toContain('Range: 3.5–5.1 mmol/L    Result: Critically high');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
  });

  it('renders an A4 PDF', async () => {
    const pdf = await renderSummaryPdf(result, new Date('2026-05-02T09:00:00Z'));
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('prints every range the lab sent for a value beneath the one it was judged by', async () => {
    const labRanges = new Map([['o-1', ['3.5–5.1 mmol/L (women)', '3.6–5.2 mmol/L (men, ages 18 and over)']]]);

    const pdf = await renderSummaryPdf(result, new Date('2026-05-02T09:00:00Z'), labRanges);

    const text = pdfTextOf(pdf);
    const judged = text.indexOf('Range: 3.5–5.1 mmol/L    Result: Critically high');
    expect(text.slice(judged + 1, judged + 4)).toEqual([
      'Ranges the laboratory gave:',
      '• 3.5–5.1 mmol/L (women)',
      '• 3.6–5.2 mmol/L (men, ages 18 and over)',
    ]);
    expect(text).not.toContain('• Comment');
  });
});

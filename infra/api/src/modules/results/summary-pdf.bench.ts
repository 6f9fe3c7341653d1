// npm run bench: how long the summary PDF of a result takes to generate, with no database: a report of 25
// values, rendered again and again. Figures only; nothing here passes or fails on speed.
import type { ResultDetail, ResultObservation } from '@labshop/shared-contracts/core/api/results';
import { renderSummaryPdf } from './summary-pdf';

const VALUES = 25;

const observation = (index: number): ResultObservation => ({
  id: `o-${index}`,
  loinc: '2823-3',
  name: `Potassium ${index}`,
  nameFromLab: `Potassium ${index}`,
  value: { kind: 'quantity', value: 3 + index * 0.15, unit: 'mmol/L' },
  unitText: 'mmol/L',
  displayValue: `${(3 + index * 0.15).toFixed(2)} mmol/L`,
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
  flag: 'N',
  flagWords: 'Normal',
  labFlag: null,
  markedForReview: false,
  notes: index % 5 === 0 ? ['Sample slightly haemolysed.'] : [],
  explanation: null,
  history: [],
});

const result: ResultDetail = {
  id: 'result-1',
  testName: 'Electrolytes',
  status: 'ready',
  reportStatus: 'final',
  patient: { id: 'patient-1', firstName: 'Anna', lastName: 'Wiśniewska', birthDate: '1985-04-10', sex: 'f' },
  orderNumber: 'LS-000042',
  labName: 'Central Lab',
  collectedAt: '2026-04-30T06:15:00.000Z',
  collectedDateOnly: false,
  issuedAt: '2026-05-01T08:00:00.000Z',
  receivedAt: '2026-05-01T08:00:00.000Z',
  notes: [],
  labPdf: false,
  analysisPurchased: false,
  observations: Array.from({ length: VALUES }, (_, index) => observation(index)),
  valuesPage: { page: 1, pageSize: VALUES, total: VALUES, outOfRange: 0 },
};

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS) || 3;
  const at = new Date('2026-05-02T09:00:00Z');
  for (let warm = 0; warm < 20; warm++) await renderSummaryPdf(result, at);
  let rendered = 0;
  let bytes = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    bytes = (await renderSummaryPdf(result, at)).length;
    rendered += 1;
  }
  const elapsedMs = performance.now() - started;
  console.log(`summary PDF of a result with ${VALUES} values, for up to ${seconds} s`);
  console.log(
    `  ${((rendered / elapsedMs) * 1000).toFixed(0)} PDFs/s   ${(elapsedMs / rendered).toFixed(2)} ms per PDF   ${(bytes / 1024).toFixed(1)} KiB each`,
  );
}

void main();

// npm run bench: how fast lab messages are read, before any database work: an ORU^R01 and a FHIR Bundle of one
// report with 25 values each, read into the shop's report shape and every value judged against its range.
// Figures only; nothing here passes or fails on speed.
import { judgeValue, type DeliveredReport } from '@labshop/shared-contracts/core';
import { readFhirBundle } from './fhir/read-bundle';
import { parseEr7 } from './hl7/er7';
import { readOruR01 } from './hl7/oru-r01';
import { sampleBundle } from './testing/sample-bundle';
import { sampleOruR01 } from './testing/sample-oru-r01';

const VALUES = 25;
const common = { orderNumber: 'LS-000042', labReportId: 'R-1', testCode: '24326-1', pesel: '85041012345' };
const hl7 = sampleOruR01({
  ...common,
  observations: Array.from({ length: VALUES }, (_, index) => ({
    loinc: '2823-3',
    name: `Potassium ${index}`,
    value: (3 + index * 0.15).toFixed(2),
    unit: 'mmol/L',
    range: '3.5-5.1',
    note: index % 5 === 0 ? 'Sample slightly \\T\\ haemolysed' : undefined,
  })),
});
const fhir = JSON.stringify(
  sampleBundle({
    ...common,
    observations: Array.from({ length: VALUES }, (_, index) => ({
      loinc: '2823-3',
      name: `Potassium ${index}`,
      quantity: { value: 3 + index * 0.15, unit: 'mmol/L' },
      low: 3.5,
      high: 5.1,
    })),
  }),
);

/** Reads and judges one message; answers how many values were flagged, so the work cannot be optimised away. */
function judged(reports: DeliveredReport[]): number {
  let flagged = 0;
  for (const report of reports) {
    for (const observation of report.observations) {
      const { flag } = judgeValue({
        loinc: observation.loinc,
        value: observation.value,
        labRange: observation.labRange,
        person: { sex: 'f', birthDate: '1985-04-10' },
        sampledOn: '2026-05-01',
      });
      if (flag !== 'N') flagged += 1;
    }
  }
  return flagged;
}

function measure(read: () => number, durationMs: number): { messages: number; elapsedMs: number; flagged: number } {
  let messages = 0;
  let flagged = 0;
  const started = performance.now();
  let elapsedMs = 0;
  while (elapsedMs < durationMs) {
    for (let batch = 0; batch < 100; batch++) flagged += read();
    messages += 100;
    elapsedMs = performance.now() - started;
  }
  return { messages, elapsedMs, flagged };
}

const seconds = Number(process.env.BENCH_SECONDS) || 3;
const readers = {
  'HL7 v2 ORU^R01': () => judged(readOruR01(parseEr7(hl7))),
  'FHIR R4 Bundle': () => judged(readFhirBundle(JSON.parse(fhir))),
};
console.log(`lab messages, 1 report of ${VALUES} values each, read and judged, up to ${seconds} s per format`);
for (const [name, read] of Object.entries(readers)) {
  const perMessage = read();
  measure(read, 300); // warm-up, so the figure is for optimised code
  const { messages, elapsedMs, flagged } = measure(read, seconds * 1000);
  if (flagged !== perMessage * messages) throw new Error(`${name}: the same message was judged differently`);
  const perSecond = (messages / elapsedMs) * 1000;
  console.log(
    `  ${name.padEnd(15)} ${perSecond.toFixed(0).padStart(8)} messages/s   ${((elapsedMs * 1000) / messages).toFixed(1)} µs per message`,
  );
}

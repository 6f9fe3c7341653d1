// What a doctor's monthly commission invoice of 500 referral lines costs to write as a PDF (goal: under 1 s).
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/doctor-invoice-pdf.bench.ts
import { performance } from 'node:perf_hooks';
import { renderInvoicePdf, type InvoiceFacts } from '../src/modules/doctor-commission/invoice-pdf';
import { describeLatency } from './lib/latency';

const LINES = 500;
const ROUNDS = 10;
const GOAL_MS = 1000;
const SURNAMES = ['Żółkiewska', 'Ślązak', 'Grześkowiak', 'Łukasiewicz', 'Wójcik'];

function monthOfLines(): InvoiceFacts {
  const lines = Array.from({ length: LINES }, (_, index) => ({
    kind: index % 50 === 49 ? ('reversal' as const) : ('commission' as const),
    referralId: `referral-${index}`,
    patientName: `Łucja ${SURNAMES[index % SURNAMES.length]}`,
    occurredAt: new Date(Date.UTC(2026, 10, 1 + (index % 30), 9, index % 60)),
    testsCount: 1 + (index % 5),
    commissionPercent: 10,
    discountPercent: 5,
    paidMinor: 9880 + index,
    amountMinor: index % 50 === 49 ? -988 : 988,
  }));
  return {
    number: 'DR/2026/000042',
    month: '2026-11',
    issuedAt: new Date(Date.UTC(2026, 11, 1, 3)),
    party: {
      name: 'Józef Ślązak',
      companyName: 'Gabinet Lekarski Ślązak sp. z o.o.',
      nip: '5260250274',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    },
    currency: 'GBP',
    totalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
    lines,
  };
}

async function main(): Promise<void> {
  const facts = monthOfLines();
  await renderInvoicePdf(facts); // the font is read and laid out once before timing
  const samples: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    bytes = (await renderInvoicePdf(facts)).length;
    samples.push(performance.now() - started);
  }
  console.log(describeLatency(`invoice PDF, ${LINES} lines (${Math.round(bytes / 1024)} KiB)`, samples, GOAL_MS));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// npm run bench: how many price quotes per second `quoteCart` gives for a full cart: 15 items, each for
// all 5 patients (the most patients a cart takes), with every rule at work. Figures only; nothing here
// passes or fails on speed.
import { quoteCart } from './quote';
import type { PriceQuoteInput, PricedCartItem } from './types';

const PATIENTS = ['p1', 'p2', 'p3', 'p4', 'p5'];

function benchCart(): PriceQuoteInput {
  const items: PricedCartItem[] = Array.from({ length: 15 }, (_, index) => ({
    id: `item-${index + 1}`,
    name: `Test ${index + 1}`,
    price: 1999 + index * 137,
    patients: PATIENTS,
    for_own_package: index < 10,
    added_by_doctor: index >= 12,
    require_nursing_services: index === 0,
  }));
  return {
    items,
    visitServices: [{ id: 'visit', price: 6000, patients: PATIENTS }],
    locationKind: 'collection-point',
    nursingServices: { nursing_service: { price: 1500 }, mobile_nursing_service: { price: 4000 } },
    customerServices: [{ code: 'RESULTS_ANALYZE', price: 4900 }],
    discountCodeMinor: 2500,
    doctorDiscountPercent: 10,
  };
}

function measure(input: PriceQuoteInput, durationMs: number): { quotes: number; elapsedMs: number; checksum: number } {
  let quotes = 0;
  let checksum = 0;
  const started = performance.now();
  let elapsedMs = 0;
  while (elapsedMs < durationMs) {
    for (let batch = 0; batch < 1000; batch++) checksum += quoteCart(input).totalMinor;
    quotes += 1000;
    elapsedMs = performance.now() - started;
  }
  return { quotes, elapsedMs, checksum };
}

const seconds = Number(process.env.BENCH_SECONDS) || 3;
const input = benchCart();
const sample = quoteCart(input);
measure(input, 300); // warm-up, so the figure is for optimised code
const { quotes, elapsedMs, checksum } = measure(input, seconds * 1000);
if (checksum !== sample.totalMinor * quotes) throw new Error('A quote changed between runs of the same cart');
const perSecond = (quotes / elapsedMs) * 1000;
console.log(`price quote, 15 items × 5 patients (${sample.lines.length} lines), up to ${seconds} s`);
console.log(
  `  quoteCart ${perSecond.toFixed(0).padStart(9)} quotes/s   ${((elapsedMs * 1000) / quotes).toFixed(2)} µs per quote`,
);

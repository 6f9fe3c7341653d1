/** Milliseconds at the given percentile (nearest rank) of a set of samples. */
export function percentile(samples: readonly number[], fraction: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** One line of figures, with the target beside them; benchmarks report, they never fail on speed. */
export function describeLatency(label: string, samples: readonly number[], targetP95Ms: number): string {
  const figure = (value: number) => value.toFixed(1).padStart(6);
  const p95 = percentile(samples, 0.95);
  return (
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  p50 ${figure(percentile(samples, 0.5))} ms` +
    `  p95 ${figure(p95)} ms  p99 ${figure(percentile(samples, 0.99))} ms  max ${figure(Math.max(...samples))} ms` +
    `  (target p95 < ${targetP95Ms} ms: ${p95 < targetP95Ms ? 'met' : 'NOT met'})`
  );
}

// The audit's table: the median of each figure over the runs, and which figures miss the design's targets.
const TARGETS = {
  performance: (value) => value >= 90,
  accessibility: (value) => value === 100,
  'best-practices': (value) => value === 100,
  cls: (value) => value === 0,
};

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mark = (key, value, text) => `${text}${TARGETS[key] && !TARGETS[key](value) ? ' *' : ''}`;

export function printTable(rows) {
  const header = ['page', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'FCP', 'TBT', 'CLS', 'CPU'];
  const lines = rows.map(({ name, figures: f }) => [
    name,
    mark('performance', f.performance, String(f.performance)),
    mark('accessibility', f.accessibility, String(f.accessibility)),
    mark('best-practices', f['best-practices'], String(f['best-practices'])),
    String(f.seo),
    seconds(f.lcp),
    seconds(f.fcp),
    `${Math.round(f.tbt)} ms`,
    mark('cls', Number(f.cls.toFixed(3)), f.cls.toFixed(3)),
    String(Math.round(f.benchmarkIndex)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\nLighthouse, mobile profile, median of the runs (* misses the target):\n${format(header)}`);
  for (const line of lines) console.log(format(line));
}

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianFigures, printTable } from './report.mjs';

const run = (performance, lcp) => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo: 92,
  lcp,
  fcp: 900,
  tbt: 120,
  cls: 0,
  benchmarkIndex: 1500,
});

test('takes the median of each figure on its own', () => {
  const figures = medianFigures([run(88, 2600), run(93, 2100), run(90, 3100)]);
  assert.equal(figures.performance, 90);
  assert.equal(figures.lcp, 2600);
});

test('averages the two middle runs of an even count and skips a figure a run could not measure', () => {
  const figures = medianFigures([run(80, 2000), run(90, Number.NaN)]);
  assert.equal(figures.performance, 85);
  assert.equal(figures.lcp, 2000);
});

test('marks only the figures that miss the targets', (t) => {
  const lines = [];
  t.mock.method(console, 'log', (line) => lines.push(line));
  printTable([
    { name: 'home', figures: { ...run(89, 2500), cls: 0.12 } },
    { name: 'cart', figures: run(95, 1800) },
  ]);
  const home = lines
    .join('\n')
    .split('\n')
    .find((line) => line.startsWith('home'));
  const cart = lines
    .join('\n')
    .split('\n')
    .find((line) => line.startsWith('cart'));
  assert.match(home, /^home\s+89 \*\s+100\s+100\s+92\s+2\.50 s\s+0\.90 s\s+120 ms\s+0\.120 \*/);
  assert.doesNotMatch(cart, /\*/);
});

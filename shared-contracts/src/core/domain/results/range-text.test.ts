import fc from 'fast-check';
import { exclusiveBound, inclusiveBound } from './interval';
import { formatInterval, invertedRangeText, parseRangeText, rangeTextOfComponents } from './range-text';

describe('ranges as labs print them', () => {
  it.each([
    ['3.5-5.1', { low: inclusiveBound(3.5), high: inclusiveBound(5.1) }],
    ['3,5 - 5,1', { low: inclusiveBound(3.5), high: inclusiveBound(5.1) }],
    ['0.4 to 4', { low: inclusiveBound(0.4), high: inclusiveBound(4) }],
    ['<200', { high: exclusiveBound(200) }],
    ['<=5', { high: inclusiveBound(5) }],
    ['≤5', { high: inclusiveBound(5) }],
    ['> 40', { low: exclusiveBound(40) }],
    ['>=40', { low: inclusiveBound(40) }],
    ['≥ 40', { low: inclusiveBound(40) }],
    ['-2-2', { low: inclusiveBound(-2), high: inclusiveBound(2) }],
    ['0-10 ug/dL', { low: inclusiveBound(0), high: inclusiveBound(10) }],
    ['<9 g/dL', { high: exclusiveBound(9) }],
    ['>=40mg/dL', { low: inclusiveBound(40) }],
  ])('reads %s', (text, interval) => {
    expect(parseRangeText(text)).toEqual(interval);
  });

  it.each(['Negative', 'see note', '', '5-3', '<', '1-2-3'])('leaves %j as text', (text) => {
    expect(parseRangeText(text)).toBeNull();
  });

  it('tells a range printed the wrong way round from any other text', () => {
    expect(invertedRangeText('5.1-3.5')).toEqual({ low: inclusiveBound(5.1), high: inclusiveBound(3.5) });
    expect(invertedRangeText('5,1 - 3,5')).toEqual({ low: inclusiveBound(5.1), high: inclusiveBound(3.5) });
    for (const text of ['3.5-5.1', '<5', 'Negative', '4-4']) expect(invertedRangeText(text)).toBeNull();
  });

  it.each([
    [{ low: inclusiveBound(3.5), high: inclusiveBound(5.1) }, 'mmol/L', '3.5–5.1 mmol/L'],
    [{ high: exclusiveBound(200) }, 'mg/dL', '< 200 mg/dL'],
    [{ low: inclusiveBound(40) }, 'mg/dL', '≥ 40 mg/dL'],
    [{ low: exclusiveBound(1), high: inclusiveBound(2) }, '', '> 1 and ≤ 2'],
  ])('writes %j in %s as %s', (interval, unit, text) => {
    expect(formatInterval(interval, unit)).toBe(text);
  });
});

describe('ranges written and read back', () => {
  // Two decimals, as labs print them; + 0 turns -0 into 0, which no lab prints either.
  const value = fc
    .double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true })
    .map((number) => Number(number.toFixed(2)) + 0);

  it('reads back any range with both ends included, or with one end', () => {
    fc.assert(
      fc.property(value, value, fc.boolean(), (first, second, inclusive) => {
        const [low, high] = first <= second ? [first, second] : [second, first];
        const both = { low: inclusiveBound(low), high: inclusiveBound(high) };
        const upper = { high: inclusive ? inclusiveBound(high) : exclusiveBound(high) };
        const lower = { low: inclusive ? inclusiveBound(low) : exclusiveBound(low) };
        expect(parseRangeText(formatInterval(both))).toEqual(both);
        expect(parseRangeText(formatInterval(upper))).toEqual(upper);
        expect(parseRangeText(formatInterval(lower))).toEqual(lower);
      }),
    );
  });

  it.each([
    [['3.5', '5.1'], '3.5-5.1'],
    [['', '', '10'], '<=10'],
    [['40', ''], '>=40'],
    [['', ''], null],
    [['low', 'high'], null],
  ])('reads OBX-7 components %j as %j', (components, text) => {
    expect(rangeTextOfComponents(components)).toBe(text);
  });
});

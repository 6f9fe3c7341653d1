import fc from 'fast-check';
import { exclusiveBound, inclusiveBound, type Interval } from './interval';
import { FLAG_WORDS, flagWords, interpret, type InterpretationFlag } from './interpretation';
import type { ReferenceRange } from './reference-range';

const potassium: ReferenceRange = {
  normal: { low: inclusiveBound(3.5), high: inclusiveBound(5.1) },
  critical: { low: inclusiveBound(2.8), high: inclusiveBound(6.2) },
};
const quantity = (value: number, unit = 'mmol/L') => ({ kind: 'quantity' as const, value, unit });

describe('the interpretation flag of a number', () => {
  it.each<[number, InterpretationFlag]>([
    [2.79, 'LL'],
    [2.8, 'L'],
    [3.49, 'L'],
    [3.5, 'N'],
    [4.2, 'N'],
    [5.1, 'N'],
    [5.11, 'H'],
    [6.2, 'H'],
    [6.21, 'HH'],
  ])('potassium 3.5-5.1 (critical below 2.8, above 6.2): %s is %s', (value, flag) => {
    expect(interpret(quantity(value), potassium)).toBe(flag);
  });

  it.each<[string, Interval, number, InterpretationFlag]>([
    ['< 200, at 200', { high: exclusiveBound(200) }, 200, 'H'],
    ['< 200, just under', { high: exclusiveBound(200) }, 199.99, 'N'],
    ['≤ 5, at 5', { high: inclusiveBound(5) }, 5, 'N'],
    ['≥ 40, at 40', { low: inclusiveBound(40) }, 40, 'N'],
    ['≥ 40, just under', { low: inclusiveBound(40) }, 39.99, 'L'],
    ['> 40, at 40', { low: exclusiveBound(40) }, 40, 'L'],
    ['> 40, just over', { low: exclusiveBound(40) }, 40.01, 'N'],
    ['> 1 and < 2, at 1', { low: exclusiveBound(1), high: exclusiveBound(2) }, 1, 'L'],
    ['> 1 and < 2, at 2', { low: exclusiveBound(1), high: exclusiveBound(2) }, 2, 'H'],
  ])('a range %s', (_name, normal, value, flag) => {
    expect(interpret(quantity(value), { normal })).toBe(flag);
  });

  it('flags a critical value even when the lab sent no normal range', () => {
    const onlyCritical: ReferenceRange = { critical: { high: inclusiveBound(150) } };
    expect(interpret(quantity(151), onlyCritical)).toBe('HH');
    expect(interpret(quantity(150), onlyCritical)).toBe('N');
  });

  it('never flags a value inside the normal range, even against critical limits that reach into it', () => {
    const overlapping: ReferenceRange = {
      normal: { low: inclusiveBound(2.5), high: inclusiveBound(5.5) },
      critical: { low: inclusiveBound(2.8), high: inclusiveBound(5.0) },
    };
    expect(interpret(quantity(2.7), overlapping)).toBe('N');
    expect(interpret(quantity(5.2), overlapping)).toBe('N');
    expect(interpret(quantity(2.4), overlapping)).toBe('LL');
  });

  it('judges nothing against a range whose low end is above its high end', () => {
    const inverted: ReferenceRange = { normal: { low: inclusiveBound(5.1), high: inclusiveBound(3.5) } };
    expect(interpret(quantity(4), inverted)).toBeNull();
    expect(interpret(quantity(6), inverted)).toBeNull();
    expect(
      interpret(quantity(2.7), { ...potassium, critical: { low: inclusiveBound(6.2), high: inclusiveBound(2.8) } }),
    ).toBeNull();
  });

  it('leaves a number without a range, or not a number at all, uninterpreted', () => {
    expect(interpret(quantity(4), null)).toBeNull();
    expect(interpret(quantity(4), { text: 'see note' })).toBeNull();
    expect(interpret(quantity(Number.NaN), potassium)).toBeNull();
  });
});

describe('the interpretation flag of an answer in words', () => {
  const negative: ReferenceRange = { normalTexts: ['Negative'] };
  it.each<[string, InterpretationFlag]>([
    ['Negative', 'N'],
    [' negative. ', 'N'],
    ['NEGATIVE', 'N'],
    ['Positive', 'A'],
    ['Trace', 'A'],
  ])('%s against "Negative" is %s', (text, flag) => {
    expect(interpret({ kind: 'text', text }, negative)).toBe(flag);
  });

  it('leaves free text without expected answers uninterpreted', () => {
    expect(interpret({ kind: 'text', text: 'Sample haemolysed' }, { text: 'see note' })).toBeNull();
  });
});

describe('flag words', () => {
  it('names every flag in words, so a screen never relies on colour alone', () => {
    expect(FLAG_WORDS).toEqual({
      N: 'Normal',
      L: 'Low',
      H: 'High',
      LL: 'Critically low',
      HH: 'Critically high',
      A: 'Abnormal',
    });
    expect(flagWords(null)).toBe('Not interpreted');
  });
});

describe('flag properties', () => {
  const rangeArbitrary = fc
    .tuple(
      fc.double({ min: -1000, max: 1000, noNaN: true }),
      fc.double({ min: 0, max: 1000, noNaN: true }),
      fc.double({ min: 0, max: 1000, noNaN: true }),
      fc.boolean(),
      fc.boolean(),
    )
    .map(([low, width, margin, lowInclusive, highInclusive]) => ({
      normal: {
        low: { value: low, inclusive: lowInclusive },
        high: { value: low + width, inclusive: highInclusive },
      },
      critical: { low: inclusiveBound(low - margin), high: inclusiveBound(low + width + margin) },
    }));

  it('is N for every value strictly inside the normal range', () => {
    fc.assert(
      fc.property(rangeArbitrary, fc.double({ min: 0, max: 1, noNaN: true }), (range, share) => {
        const { low, high } = range.normal;
        const value = low.value + share * (high.value - low.value);
        fc.pre(value > low.value && value < high.value);
        expect(interpret(quantity(value), range)).toBe('N');
      }),
    );
  });

  it('never gives a lower value a higher flag (the flags are ordered with the value)', () => {
    const order: Record<InterpretationFlag, number> = { LL: 0, L: 1, N: 2, A: 2, H: 3, HH: 4 };
    fc.assert(
      fc.property(
        rangeArbitrary,
        fc.double({ min: -3000, max: 3000, noNaN: true }),
        fc.double({ min: -3000, max: 3000, noNaN: true }),
        (range, first, second) => {
          const [smaller, larger] = first <= second ? [first, second] : [second, first];
          const lower = interpret(quantity(smaller), range);
          const higher = interpret(quantity(larger), range);
          expect(lower).not.toBeNull();
          expect(higher).not.toBeNull();
          expect(order[lower ?? 'N']).toBeLessThanOrEqual(order[higher ?? 'N']);
        },
      ),
    );
  });

  it('is critical exactly when the value is beyond the critical limits', () => {
    fc.assert(
      fc.property(rangeArbitrary, fc.double({ min: -3000, max: 3000, noNaN: true }), (range, value) => {
        const flag = interpret(quantity(value), range);
        const beyond = value < range.critical.low.value || value > range.critical.high.value;
        expect(flag === 'LL' || flag === 'HH').toBe(beyond);
      }),
    );
  });
});

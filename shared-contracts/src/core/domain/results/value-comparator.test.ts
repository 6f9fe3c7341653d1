import { exclusiveBound, inclusiveBound } from './interval';
import { interpret, type ObservationValue } from './interpretation';
import type { ReferenceRange } from './reference-range';
import type { ValueComparator } from './value-comparator';

const bounded = (comparator: ValueComparator, value: number): ObservationValue => ({
  kind: 'quantity',
  value,
  unit: 'ng/mL',
  comparator,
});
const tenToTwenty: ReferenceRange = { normal: { low: inclusiveBound(10), high: inclusiveBound(20) } };

describe('judging a value the lab could only bound', () => {
  it.each<[ValueComparator, number, ReturnType<typeof interpret>]>([
    ['<', 5, 'L'],
    ['<', 10, 'L'],
    ['<=', 10, null],
    ['<=', 9.9, 'L'],
    ['<', 15, null],
    ['>', 100, 'H'],
    ['>', 20, 'H'],
    ['>=', 20, null],
    ['>', 15, null],
  ])('%s%s against 10-20 is %s', (comparator, value, flag) => {
    expect(interpret(bounded(comparator, value), tenToTwenty)).toBe(flag);
  });

  it('calls a value below the limit of a one-sided range normal', () => {
    expect(interpret(bounded('<', 5), { normal: { high: exclusiveBound(10) } })).toBe('N');
    expect(interpret(bounded('<', 10), { normal: { high: exclusiveBound(10) } })).toBe('N');
    expect(interpret(bounded('<=', 10), { normal: { high: exclusiveBound(10) } })).toBeNull();
    expect(interpret(bounded('>', 40), { normal: { low: inclusiveBound(40) } })).toBe('N');
  });

  it('calls a bound beyond a critical limit critical', () => {
    const range: ReferenceRange = { ...tenToTwenty, critical: { low: inclusiveBound(2), high: inclusiveBound(50) } };
    expect(interpret(bounded('<', 1), range)).toBe('LL');
    expect(interpret(bounded('>', 60), range)).toBe('HH');
    expect(interpret(bounded('<', 5), range)).toBe('L');
  });
});

import { exclusiveBound, inclusiveBound } from '@labshop/shared-contracts/core';
import { displayValue, rangeOf } from './result-shapes';

describe('how a stored value and its range are written for a reader', () => {
  it('writes a value’s unit as people read it', () => {
    expect(displayValue({ kind: 'quantity', value: 6.1, unit: '10*9/L' })).toBe('6.1 ×10⁹/L');
    expect(displayValue({ kind: 'quantity', value: 7.35, unit: '[pH]' })).toBe('7.35');
    expect(displayValue({ kind: 'text', text: 'Negative' })).toBe('Negative');
  });

  it('writes the range with the unit as people read it', () => {
    const range = rangeOf({ normal: { low: inclusiveBound(4), high: inclusiveBound(11) }, text: '4-11' }, '10*9/L');
    expect(range).toMatchObject({ low: 4, high: 11, text: '4–11 ×10⁹/L', labText: '4-11' });
    expect(rangeOf({ normal: { high: exclusiveBound(5) } }, 'ug/dL')?.text).toBe('< 5 µg/dL');
  });

  it('never shows a range whose low end is above its high end, however it was stored', () => {
    expect(rangeOf({ normal: { low: inclusiveBound(5.1), high: inclusiveBound(3.5) } }, 'mmol/L')).toBeNull();
    // Stored before such ranges were kept for review: the lab's words alone, the wrong way round.
    expect(rangeOf({ text: '5.1-3.5' }, 'mmol/L')).toBeNull();
    expect(rangeOf({ text: 'see note' }, 'mmol/L')).toMatchObject({ text: 'see note', labText: 'see note' });
  });
});

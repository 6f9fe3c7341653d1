import { render, screen } from '@testing-library/react';
import { RangeBar } from './range-bar';

const POTASSIUM = { name: 'Potassium', unit: 'mmol/L', range: { low: 3.5, high: 5.1 }, rangeText: '3.5–5.1 mmol/L' };

/** Where the marker's tip and the range's ends stand along the bar, read from the drawing. */
function positions() {
  const bar = screen.getByRole('img');
  const tip = /L (?<x>[\d.]+) 12 Z/u.exec(bar.querySelector('path')?.getAttribute('d') ?? '')?.groups?.x;
  const [low, high] = [...bar.querySelectorAll('text')].map((label) => Number(label.getAttribute('x')));
  return { marker: Number(tip), low, high };
}

describe('the range bar of a value', () => {
  it('names the value, its range and its flag in words', () => {
    render(<RangeBar {...POTASSIUM} value={5.8} flag="H" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Potassium: 5.8 mmol/L, normal range 3.5–5.1 mmol/L, High');
  });

  it('marks a high value beyond the upper end of the range', () => {
    render(<RangeBar {...POTASSIUM} value={5.8} flag="H" />);
    const { marker, high } = positions();
    expect(marker).toBeGreaterThan(high ?? Infinity);
  });

  it('marks a normal value between the ends of the range', () => {
    render(<RangeBar {...POTASSIUM} value={4.2} flag="N" />);
    const { marker, low, high } = positions();
    expect(marker).toBeGreaterThan(low ?? Infinity);
    expect(marker).toBeLessThan(high ?? -Infinity);
  });

  it('labels only the end a one-sided range has, and leaves out the unit when there is none', () => {
    render(<RangeBar name="INR" unit="" value={1.1} range={{ low: null, high: 1.2 }} rangeText="< 1.2" flag="N" />);
    expect(screen.getByRole('img')).toHaveAccessibleName('INR: 1.1, normal range < 1.2, Normal');
    expect(screen.getAllByText('1.2')).toHaveLength(1);
  });
});

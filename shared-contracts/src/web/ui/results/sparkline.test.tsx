import { render, screen } from '@testing-library/react';
import { Sparkline } from './sparkline';
import { sparklinePoints, trendWords } from './sparkline-points';

const BOX = { width: 100, height: 20, inset: 0 };

describe('sparklinePoints', () => {
  it('spreads the values evenly across, the smallest at the bottom and the largest at the top', () => {
    expect(sparklinePoints([1, 3, 2], BOX)).toEqual([
      { x: 0, y: 20 },
      { x: 50, y: 0 },
      { x: 100, y: 10 },
    ]);
  });

  it('draws a small change small, centred in the height', () => {
    // 88 then 92: a change of 4 on a scale spanning a fifth of 92, 18.4.
    const [first, second] = sparklinePoints([88, 92], BOX);
    expect(first?.y).toBeCloseTo(10 + (2 / 18.4) * 20);
    expect(second?.y).toBeCloseTo(10 - (2 / 18.4) * 20);
  });

  it('keeps the inset free on every side', () => {
    expect(sparklinePoints([5, 10], { width: 100, height: 20, inset: 2 })).toEqual([
      { x: 2, y: 18 },
      { x: 98, y: 2 },
    ]);
  });

  it('draws equal values as a level line across the middle, never as NaN', () => {
    const points = sparklinePoints([4.2, 4.2, 4.2], BOX);
    expect(points.map(({ y }) => y)).toEqual([10, 10, 10]);
    expect(points.every(({ x, y }) => Number.isFinite(x) && Number.isFinite(y))).toBe(true);
  });

  it('makes no line of a single value', () => {
    expect(sparklinePoints([4.2], BOX)).toEqual([]);
    expect(sparklinePoints([], BOX)).toEqual([]);
  });
});

describe('trendWords', () => {
  it.each([
    [[3.9, 4.2, 4.8, 5.8], 'Trend: rising over 4 results'],
    [[5.8, 4.1], 'Trend: falling over 2 results'],
    [[100, 102, 101], 'Trend: steady over 3 results'],
    [[0, 0], 'Trend: steady over 2 results'],
  ])('reads %j as %s', (values, words) => {
    expect(trendWords(values)).toBe(words);
  });

  it('says nothing of a single value', () => {
    expect(trendWords([4.2])).toBeNull();
  });
});

describe('Sparkline', () => {
  it('draws a line hidden from screen readers and says the trend in words', () => {
    const { container } = render(<Sparkline values={[4.2, 5.8]} />);
    expect(screen.getByText('Trend: rising over 2 results')).toBeInTheDocument();
    const drawing = container.querySelector('svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('3,21 77,3');
    expect(container.innerHTML).not.toContain('NaN');
  });

  it('draws nothing for a single value', () => {
    const { container } = render(<Sparkline values={[4.2]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

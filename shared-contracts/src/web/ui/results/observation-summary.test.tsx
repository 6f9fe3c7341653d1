import { render, screen } from '@testing-library/react';
import { createValueSummary } from '@labshop/shared-contracts/testing';
import { ObservationSummary } from './observation-summary';

describe('ObservationSummary', () => {
  it('shows the value with its flag in words and its trend in words', () => {
    render(<ObservationSummary summary={createValueSummary({ trend: [4.2, 5.8] })} />);
    expect(screen.getByText('Potassium')).toBeInTheDocument();
    expect(screen.getByText('5.8 mmol/L')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByText('Trend: rising over 2 results')).toBeInTheDocument();
  });

  it('draws no trend for a marker measured once', () => {
    render(<ObservationSummary summary={createValueSummary({ trend: [5.8] })} />);
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.queryByText(/^Trend:/)).not.toBeInTheDocument();
  });

  it('draws no trend for an answer in words', () => {
    const negative = createValueSummary({
      name: 'Nitrite',
      value: { kind: 'text', text: 'Negative' },
      displayValue: 'Negative',
      flag: 'N',
      trend: [],
    });
    render(<ObservationSummary summary={negative} />);
    expect(screen.getByText('Negative')).toBeInTheDocument();
    expect(screen.queryByText(/^Trend:/)).not.toBeInTheDocument();
  });
});

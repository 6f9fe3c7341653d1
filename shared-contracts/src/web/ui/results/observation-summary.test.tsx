import { render, screen } from '@testing-library/react';
import { createHistoryPoint, createObservation } from '@labshop/shared-contracts/testing';
import { ObservationSummary, trendValues } from './observation-summary';

const HISTORY = [
  createHistoryPoint('result-0', '2026-01-05T09:00:00.000Z', 4.2, 'N'),
  createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H'),
];

describe('ObservationSummary', () => {
  it('shows the value with its flag in words and its trend in words', () => {
    render(<ObservationSummary observation={createObservation({ history: HISTORY })} />);
    expect(screen.getByText('Potassium')).toBeInTheDocument();
    expect(screen.getByText('5.8 mmol/L')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByText('Trend: rising over 2 results')).toBeInTheDocument();
  });

  it('draws no trend for a marker measured once', () => {
    render(<ObservationSummary observation={createObservation({ history: HISTORY.slice(1) })} />);
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.queryByText(/^Trend:/)).not.toBeInTheDocument();
  });

  it('takes the history in the unit measured now, converting what it can', () => {
    const inMilligrams = createHistoryPoint('result-0', '2026-01-05T09:00:00.000Z', 90, 'N', {
      value: { kind: 'quantity', value: 90, unit: 'mg/dL' },
      range: null,
    });
    const glucose = createObservation({
      loinc: '2345-7',
      value: { kind: 'quantity', value: 5.5, unit: 'mmol/L' },
      history: [inMilligrams, createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.5, 'N')],
    });
    expect(trendValues(glucose)).toEqual([5, 5.5]);
  });

  it('ends the trend of an older result at that result', () => {
    const later = createHistoryPoint('result-2', '2026-05-03T09:00:00.000Z', 3.9, 'N');
    const observation = createObservation({ history: [...HISTORY, later] });
    expect(trendValues(observation, 'result-1')).toEqual([4.2, 5.8]);
    expect(trendValues(observation, 'result-0')).toEqual([4.2]);
    expect(trendValues(observation)).toEqual([4.2, 5.8, 3.9]);
  });

  it('has no trend for an answer in words', () => {
    expect(trendValues(createObservation({ value: { kind: 'text', text: 'Negative' }, history: HISTORY }))).toEqual([]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { createHistoryPoint } from '../../testing/result-factories';
import { HistoryChart } from './history-chart';

const answer = (resultId: string, date: string, text: string, flag: 'N' | 'A') =>
  createHistoryPoint(resultId, date, 0, flag, { value: { kind: 'text', text }, range: null });

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name: `Earlier values of ${name}` }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('the history of a biomarker', () => {
  it('draws the values against the range, in short dates unless the page writes them otherwise', () => {
    const history = [
      createHistoryPoint('result-0', '2025-11-02T09:00:00.000Z', 4.2, 'N'),
      createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H'),
    ];
    const { rerender } = render(<HistoryChart name="Potassium" history={history} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'History of Potassium: 2 values from 2 Nov 2025 to 3 Mar 2026, latest 5.8 mmol/L (High), normal range 3.5–5.1 mmol/L',
    );
    // Out-of-range points are hollow, so they stand apart without colour.
    const [before, latest] = [...screen.getByRole('img').querySelectorAll('circle')];
    expect(before).toHaveClass('point');
    expect(latest).toHaveClass('pointOut');

    rerender(<HistoryChart name="Potassium" history={history} formatDate={(iso) => iso.slice(0, 10)} />);
    expect(rowsOf('Potassium')).toEqual([
      '2025-11-024.2 mmol/L3.5–5.1 mmol/LNormal',
      '2026-03-035.8 mmol/L3.5–5.1 mmol/LHigh',
    ]);
  });

  it('writes the range’s ends, each value above its point and its date below the axis', () => {
    render(
      <HistoryChart
        name="Potassium"
        history={[
          createHistoryPoint('result-0', '2025-11-02T09:00:00.000Z', 4.2, 'N'),
          createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H'),
        ]}
      />,
    );
    const labels = [...screen.getByRole('img').querySelectorAll('text')].map((label) => label.textContent);
    expect(labels).toEqual(['5.1', '3.5', '4.2', '2 Nov 2025', '5.8', '3 Mar 2026']);
  });

  it('labels only the first, the last and the out-of-range points of a long history, so labels never collide', () => {
    const values = [4.1, 4.3, 6.2, 4.4, 4.0, 4.6];
    render(
      <HistoryChart
        name="Potassium"
        history={values.map((value, index) =>
          createHistoryPoint(`result-${index}`, `2026-0${index + 1}-10T09:00:00.000Z`, value, value > 5.1 ? 'H' : 'N'),
        )}
      />,
    );
    const valueLabels = [...screen.getByRole('img').querySelectorAll('text.chartValue')].map(
      (label) => label.textContent,
    );
    expect(valueLabels).toEqual(['4.1', '6.2', '4.6']);
  });

  it('lists answers in words in the table alone, since they cannot be drawn', () => {
    render(
      <HistoryChart
        name="Urine protein"
        history={[
          answer('result-0', '2025-11-02T09:00:00.000Z', 'Trace', 'A'),
          answer('result-1', '2026-03-03T09:00:00.000Z', 'Negative', 'N'),
        ]}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(rowsOf('Urine protein')).toEqual([
      '2 Nov 2025TraceNone givenAbnormal',
      '3 Mar 2026NegativeNone givenNormal',
    ]);
  });

  it('shows nothing for a biomarker measured once', () => {
    const { container } = render(
      <HistoryChart
        name="Potassium"
        history={[createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H')]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

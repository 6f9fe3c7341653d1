import { render, screen, within } from '@testing-library/react';
import { createHistoryPoint } from '@labshop/shared-contracts/testing';
import { HistoryChart, HistoryCharts } from './history-chart';

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
      <HistoryCharts
        name="Potassium"
        reading={{ loinc: '2823-3', unit: 'mmol/L' }}
        history={[createHistoryPoint('result-1', '2026-03-03T09:00:00.000Z', 5.8, 'H')]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

const glucose = (resultId: string, date: string, value: number, unit: string) =>
  createHistoryPoint(resultId, date, value, 'N', { value: { kind: 'quantity', value, unit }, range: null });

describe('the history of a biomarker measured in different units', () => {
  it('converts the values it can into the unit being read, and says what each was measured as', () => {
    render(
      <HistoryCharts
        name="Glucose"
        reading={{ loinc: '14749-6', unit: 'mmol/L' }}
        history={[
          createHistoryPoint('result-0', '2026-01-10T09:00:00.000Z', 90, 'N', {
            value: { kind: 'quantity', value: 90, unit: 'mg/dL' },
            range: {
              low: 70,
              lowInclusive: true,
              high: 99,
              highInclusive: true,
              criticalLow: null,
              criticalHigh: null,
              normalTexts: [],
              text: '70–99 mg/dL',
              labText: '70-99',
            },
          }),
          glucose('result-1', '2026-03-03T09:00:00.000Z', 5.4, 'mmol/L'),
        ]}
      />,
    );
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'History of Glucose: 2 values from 10 Jan 2026 to 3 Mar 2026, latest 5.4 mmol/L (Normal)',
    );
    expect(rowsOf('Glucose')).toEqual([
      '10 Jan 20265 mmol/L (measured as 90 mg/dL)3.89–5.5 mmol/LNormal',
      '3 Mar 20265.4 mmol/LNone givenNormal',
    ]);
  });

  it('draws values in units that cannot be converted on charts of their own', () => {
    const lpa = (resultId: string, date: string, value: number, unit: string) =>
      createHistoryPoint(resultId, date, value, 'N', { value: { kind: 'quantity', value, unit }, range: null });
    render(
      <HistoryCharts
        name="Lipoprotein(a)"
        reading={{ loinc: '10835-7', unit: 'mg/dL' }}
        history={[
          lpa('result-0', '2025-06-01T09:00:00.000Z', 80, 'nmol/L'),
          lpa('result-1', '2025-12-01T09:00:00.000Z', 95, 'nmol/L'),
          lpa('result-2', '2026-03-03T09:00:00.000Z', 32, 'mg/dL'),
          lpa('result-3', '2026-04-03T09:00:00.000Z', 30, 'mg/dL'),
        ]}
      />,
    );
    expect(screen.getAllByRole('img').map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'History of Lipoprotein(a) in mg/dL: 2 values from 3 Mar 2026 to 3 Apr 2026, latest 30 mg/dL (Normal)',
      'History of Lipoprotein(a) in nmol/L: 2 values from 1 Jun 2025 to 1 Dec 2025, latest 95 nmol/L (Normal)',
    ]);
    expect(rowsOf('Lipoprotein(a) in nmol/L')).toEqual([
      '1 Jun 202580 nmol/LNone givenNormal',
      '1 Dec 202595 nmol/LNone givenNormal',
    ]);
  });
});

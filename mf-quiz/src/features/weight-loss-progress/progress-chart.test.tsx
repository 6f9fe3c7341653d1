import { render, screen } from '@testing-library/react';
import { DefaultTooltipContent } from 'recharts';
import { tooltipFigure } from './progress-chart';

/** The chart's tooltip, drawn by the charting library's own content with the chart's formatter. */
describe("the progress chart's tooltip", () => {
  it('shows a weight and a BMI rounded like the rest of the page', () => {
    render(
      <DefaultTooltipContent
        label="2026-11-20"
        formatter={tooltipFigure}
        payload={[
          { name: 'Weight (kg)', dataKey: 'weight', value: 89.811, graphicalItemId: 'weight' },
          { name: 'BMI', dataKey: 'bmi', value: 28.4567, graphicalItemId: 'bmi' },
        ]}
      />,
    );

    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Weight (kg) : 89.8 kg', 'BMI : 28.5']);
  });
});

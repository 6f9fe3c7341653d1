import { render, screen } from '@testing-library/react';
import { ChartFrame } from './chart-frame';

describe('a chart frame', () => {
  it('is a figure captioned by its title, the drawing one image named by its summary, the values after it', () => {
    render(
      <ChartFrame
        title="Orders this week"
        summary="Orders this week: 12 on Monday rising to 30 on Friday"
        details={<table aria-label="Orders by day" />}
      >
        <svg aria-hidden="true">
          <text>30</text>
        </svg>
      </ChartFrame>,
    );
    const figure = screen.getByRole('figure', { name: 'Orders this week' });
    expect(screen.getByRole('img')).toHaveAccessibleName('Orders this week: 12 on Monday rising to 30 on Friday');
    expect(figure).toContainElement(screen.getByRole('table', { name: 'Orders by day' }));
  });

  it('has no image while there is nothing to draw', () => {
    render(<ChartFrame title="Orders this week" summary="No orders yet" details={<p>No orders yet.</p>} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('No orders yet.');
  });
});

import { render, screen, within } from '@testing-library/react';
import { Stepper } from './stepper';

describe('a stepper', () => {
  it('lists the steps in order, the current one marked, the finished ones saying so in words', () => {
    render(
      <Stepper
        label="Steps to your order"
        steps={[
          { label: 'Cart', state: 'done' },
          { label: 'Details', state: 'current' },
          { label: 'Payment', state: 'upcoming' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Steps to your order' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Cart (done)', '2Details', '3Payment']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });
});

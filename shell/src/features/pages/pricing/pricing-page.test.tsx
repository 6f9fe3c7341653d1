import { render, screen } from '@testing-library/react';
import PricingPage, { ownPackageDiscountPercent } from './pricing-page';

describe('pricing page', () => {
  it.each([
    [4, 0],
    [5, 5],
    [6, 7],
    [10, 15],
    [15, 25],
    [16, 25],
  ])('gives %i tests a %i%% discount', (tests, percent) => {
    expect(ownPackageDiscountPercent(tests)).toBe(percent);
  });

  it('shows the discount table', () => {
    render(<PricingPage />);
    const table = screen.getByRole('table', { name: 'Custom package discount by number of tests' });
    expect(table).toHaveTextContent('1525%');
  });
});

import { render, screen } from '@testing-library/react';
import { isReducedPrice, Price } from './price';

describe('a price', () => {
  it('writes whole amounts without decimals, others with two', () => {
    const { rerender } = render(<Price amountMinor={4900} currency="GBP" />);
    expect(screen.getByText('£49')).toBeInTheDocument();
    rerender(<Price amountMinor={1750} currency="GBP" />);
    expect(screen.getByText('£17.50')).toBeInTheDocument();
  });

  it('shows the lowest price of the last 30 days beside a reduction, under its label', () => {
    render(<Price amountMinor={2500} currency="GBP" lowest30dMinor={2999} label="Reduced price" />);
    expect(screen.getByText('Reduced price')).toBeInTheDocument();
    expect(screen.getByText('£25')).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days: £29.99')).toBeInTheDocument();
  });

  it('leaves the lowest price out when the price did not fall', () => {
    render(<Price amountMinor={3000} currency="GBP" lowest30dMinor={2500} />);
    expect(screen.queryByText(/Lowest price/u)).not.toBeInTheDocument();
    expect(isReducedPrice(3000, 2500)).toBe(false);
    expect(isReducedPrice(2500, 3000)).toBe(true);
    expect(isReducedPrice(2500, null)).toBe(false);
  });

  it('strikes through a higher earlier price and says it in words', () => {
    const { container, rerender } = render(<Price amountMinor={4000} currency="GBP" previousMinor={5000} />);
    expect(container.querySelector('s')).toHaveTextContent('instead of £50');
    expect(container.querySelector('.amount')).toHaveTextContent(/^£40instead of £50$/u);
    rerender(<Price amountMinor={4000} currency="GBP" previousMinor={4000} />);
    expect(container.querySelector('s')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';
import { ShoppingCart } from './icons';

describe('an empty state', () => {
  it('is a section named by its title, saying what to do, with the way to do it', () => {
    render(
      <EmptyState
        icon={ShoppingCart}
        title="Your cart is empty"
        headingLevel={2}
        action={<a href="/tests">Browse the tests</a>}
      >
        <p>Find the tests you need in the catalogue.</p>
      </EmptyState>,
    );
    const section = screen.getByRole('region', { name: 'Your cart is empty' });
    expect(section).toHaveTextContent('Find the tests you need in the catalogue.');
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('link', { name: 'Browse the tests' })).toBeInTheDocument();
    expect(section.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets focus land on its title from code when it is given an id', () => {
    render(<EmptyState icon={ShoppingCart} title="No orders yet" headingLevel={3} titleId="no-orders" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'No orders yet' });
    expect(heading).toHaveAttribute('id', 'no-orders');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});

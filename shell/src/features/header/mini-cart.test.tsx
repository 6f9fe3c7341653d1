import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@labshop/shared-contracts/testing';
import { getEventBus } from '@labshop/shared-contracts/web';
import { SiteHeader } from './site-header';

const BUS_KEY = Symbol.for('labshop.event-bus');
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[BUS_KEY] = createEventBus();
  window.history.replaceState(null, '', '/lab-test-list/tests');
});

function publishCart(items: { id: string; name: string; priceMinor: number }[], totalMinor: number) {
  act(() => {
    getEventBus().emit('cart:contents', { items });
    getEventBus().emit('cart:summary', { itemCount: items.length, totalMinor, currency: 'GBP' });
  });
}

describe('the cart in the header', () => {
  it('shows the count and names it for assistive technology', () => {
    render(<SiteHeader variant="full" tone="light" />);
    publishCart(
      [
        { id: 'tsh', name: 'TSH', priceMinor: 1500 },
        { id: 'ft4', name: 'FT4', priceMinor: 1800 },
        { id: 'vit-d', name: 'Vitamin D', priceMinor: 2500 },
      ],
      5800,
    );
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('Cart3');
  });

  it('lists the items and the total under its button, with Go to checkout as the way on', async () => {
    render(<SiteHeader variant="full" tone="light" />);
    publishCart(
      [
        { id: 'tsh', name: 'TSH', priceMinor: 1500 },
        { id: 'vit-d', name: 'Vitamin D', priceMinor: 2550 },
      ],
      4050,
    );
    const toggle = screen.getByRole('button', { name: 'Cart summary' });
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle);

    const miniCart = screen.getByRole('dialog', { name: 'Cart summary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(miniCart).getByText('(2 items)')).toBeInTheDocument();
    const items = within(miniCart).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['TSH£15', 'Vitamin D£25.50']);
    expect(within(miniCart).getByText('Total').parentElement).toHaveTextContent('Total£40.50');
    const checkout = within(miniCart).getByRole('link', { name: 'Go to checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    expect(checkout).toHaveFocus();
    expect(within(miniCart).getByRole('link', { name: 'View the cart' })).toHaveAttribute('href', '/cart');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('lists five items and says how many more the cart holds', async () => {
    render(<SiteHeader variant="full" tone="light" />);
    const items = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({ id: name, name, priceMinor: 1000 }));
    publishCart(items, 7000);
    await userEvent.click(screen.getByRole('button', { name: 'Cart summary' }));
    const miniCart = screen.getByRole('dialog', { name: 'Cart summary' });
    expect(within(miniCart).getAllByRole('listitem')).toHaveLength(5);
    expect(within(miniCart).getByText('and 2 more items')).toBeInTheDocument();
  });

  it('says so when the cart is empty, and offers no checkout', async () => {
    render(<SiteHeader variant="full" tone="light" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart summary' }));
    const miniCart = screen.getByRole('dialog', { name: 'Cart summary' });
    expect(within(miniCart).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(miniCart).queryByRole('link', { name: 'Go to checkout' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShoppingCart } from './icons';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is a button named by its label, the icon hidden from assistive technology', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Open the cart" icon={ShoppingCart} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open the cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is square, ghost and normal-sized by default', () => {
    render(<IconButton label="Menu" icon={ShoppingCart} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass('square', 'theme-ghost', 'size-normal');
  });

  it('cannot be given an icon without a label, and is named by its label whatever else it is given', () => {
    // @ts-expect-error: the label is required, so a button of an icon alone always has a name.
    render(<IconButton icon={ShoppingCart} />);
    render(<IconButton aria-label="Shopping" icon={ShoppingCart} label="Open the cart" />);
    expect(screen.getByRole('button', { name: 'Open the cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shopping' })).not.toBeInTheDocument();
  });

  it('holds its clicks while loading', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Refresh" icon={ShoppingCart} loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Refresh' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

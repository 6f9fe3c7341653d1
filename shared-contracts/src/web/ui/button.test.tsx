import type { FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUTTON_SIZES, BUTTON_THEMES, Button } from './button';

describe('Button', () => {
  it('offers exactly the themes and sizes of the spec', () => {
    expect([...BUTTON_THEMES].sort()).toEqual(
      [
        'primary',
        'secondary',
        'white',
        'white-no',
        'contact',
        'outline',
        'link',
        'search',
        'disabled',
        'accent',
      ].sort(),
    );
    expect([...BUTTON_SIZES].sort()).toEqual(
      ['custom', 'xs', 'sm', 'normal', 'lg', 'xl', 'modal', 'mid', 'middle', 'primary', 'search'].sort(),
    );
  });

  it('is a primary, normal-sized button of type button by default', () => {
    render(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('theme-primary', 'size-normal');
  });

  it.each(BUTTON_THEMES)('takes the %s theme', (theme) => {
    render(<Button theme={theme}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`theme-${theme}`);
  });

  it.each(BUTTON_SIZES)('takes the %s size', (size) => {
    render(<Button size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`size-${size}`);
  });

  it('is disabled by the disabled theme and does not fire', async () => {
    const onClick = jest.fn();
    render(
      <Button theme="disabled" onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link when given href', () => {
    render(
      <Button href="/lab-test-list/tests" theme="accent" size="lg">
        Browse tests
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Browse tests' });
    expect(link).toHaveAttribute('href', '/lab-test-list/tests');
    expect(link).toHaveClass('theme-accent', 'size-lg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders a disabled link without an address', () => {
    render(
      <Button href="/checkout" disabled>
        Checkout
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('a loading Button', () => {
  it('tells assistive technology it is busy, keeps its name and does not fire', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form, and keeps focus while busy', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit} aria-label="Payment">
        <Button type="submit" loading>
          Pay now
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('fires again once it is no longer loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    rerender(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

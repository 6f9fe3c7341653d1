import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@labshop/shared-contracts/testing';
import { getEventBus } from '@labshop/shared-contracts/web';
import { SiteHeader } from './site-header';
import { cartLabel } from './cart-link';

// A fresh bus per test: the cart summary replays, so it must not leak from one test to the next.
const BUS_KEY = Symbol.for('labshop.event-bus');
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[BUS_KEY] = createEventBus();
  window.history.replaceState(null, '', '/lab-test-list/tests/thyroid');
});

describe('site header', () => {
  it('shows an empty cart until a cart publishes its summary, then follows it', () => {
    render(<SiteHeader variant="full" tone="light" />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    act(() => getEventBus().emit('cart:summary', { itemCount: 2, totalMinor: 4500, currency: 'GBP' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    act(() => getEventBus().emit('cart:summary', { itemCount: 1, totalMinor: 2000, currency: 'GBP' }));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('picks up a summary published before it mounted', () => {
    getEventBus().emit('cart:summary', { itemCount: 7, totalMinor: 1, currency: 'GBP' });
    render(<SiteHeader variant="compact" tone="light" />);
    expect(screen.getByRole('link', { name: cartLabel(7) })).toBeInTheDocument();
  });

  it('has the main navigation and marks the current section', () => {
    render(<SiteHeader variant="full" tone="light" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('TestsPackagesCollection pointsQuizBuild a package');
    expect(screen.getByRole('link', { name: 'Tests' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Packages' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Labshop home page' })).toHaveAttribute('href', '/');
  });

  it('offers log in, then the account once signed in', () => {
    render(<SiteHeader variant="full" tone="light" />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    act(() =>
      getEventBus().emit('session:changed', {
        token: 't',
        user: {
          id: 'd1',
          firstName: 'Ewa',
          lastName: 'Kowalska',
          email: null,
          roles: ['patient', 'doctor'],
          activeRole: 'doctor',
          status: 'active',
          defaultFacilityId: null,
        },
      }),
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Doctor area Ewa' })).toHaveAttribute('href', '/doctor');
  });

  it('offers the role switch only to an account holding several roles, and opens rolesModal by name', async () => {
    const opened: string[] = [];
    getEventBus()
      .on('modal:open')
      .subscribe(({ name }) => opened.push(name));
    const user = {
      id: 'p1',
      firstName: 'Jan',
      lastName: 'Nowak',
      email: null,
      roles: ['patient' as const],
      activeRole: 'patient' as const,
      status: 'active' as const,
      defaultFacilityId: null,
    };
    render(<SiteHeader variant="full" tone="light" />);
    act(() => getEventBus().emit('session:changed', { token: 't', user }));
    // The role switch lives in the account menu.
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('button', { name: 'Switch role' })).not.toBeInTheDocument();

    act(() => getEventBus().emit('session:changed', { token: 't', user: { ...user, roles: ['patient', 'admin'] } }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch role' }));
    expect(opened).toEqual(['rolesModal']);
  });

  it('leaves the main navigation out of the compact header', () => {
    render(<SiteHeader variant="compact" tone="light" />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

import { stubViewportWidth } from '../../testing/stub-match-media';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@labshop/shared-contracts/testing';
import { getEventBus } from '@labshop/shared-contracts/web';
import { createTestSessionUser } from '../../testing/session-user';
import { SiteHeader } from './site-header';

const BUS_KEY = Symbol.for('labshop.event-bus');
let wideAgain: () => void;
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[BUS_KEY] = createEventBus();
  window.history.replaceState(null, '', '/lab-test-list/packages');
  wideAgain = stubViewportWidth(390);
});
afterEach(() => wideAgain());

describe('the header on a phone', () => {
  it('keeps the main navigation behind a menu button, in a drawer that holds focus until Escape', async () => {
    render(<SiteHeader variant="full" tone="light" />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('TestsPackagesCollection pointsQuizBuild a package');
    expect(within(nav).getByRole('link', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tests' })).toHaveFocus();

    // Tab from the last link comes round to the drawer's close button, not to the page behind.
    within(nav).getByRole('link', { name: 'Build a package' }).focus();
    await userEvent.tab();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the menu drawer when one of its links is followed', async () => {
    render(<SiteHeader variant="full" tone="light" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Quiz' }));
    expect(window.location.pathname).toBe('/quiz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the account menu as a drawer from the initials', async () => {
    getEventBus().emit('session:changed', { token: 't', user: createTestSessionUser() });
    render(<SiteHeader variant="full" tone="light" />);
    const accountButton = screen.getByRole('button', { name: 'Account menu' });
    expect(accountButton).toHaveTextContent('JN');

    await userEvent.click(accountButton);
    const drawer = screen.getByRole('dialog', { name: 'Your account' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'Scheduled visits' })).toHaveAttribute('href', '/account/visits');
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(accountButton).toHaveFocus();
  });

  it('leads from the cart straight to the cart page, without the mini-cart', () => {
    getEventBus().emit('cart:summary', { itemCount: 3, totalMinor: 9000, currency: 'GBP' });
    render(<SiteHeader variant="full" tone="light" />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('button', { name: 'Cart summary' })).not.toBeInTheDocument();
  });

  it('has no menu button where the layout has no shop navigation', () => {
    render(<SiteHeader variant="compact" tone="light" />);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, mockApi } from '@labshop/shared-contracts/testing';
import { getEventBus } from '@labshop/shared-contracts/web';
import { createTestSessionUser, type TestSessionUser } from '../../testing/session-user';
import { SiteHeader } from './site-header';

const BUS_KEY = Symbol.for('labshop.event-bus');
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[BUS_KEY] = createEventBus();
  window.history.replaceState(null, '', '/account/orders');
});

function renderSignedIn(user: TestSessionUser = createTestSessionUser()) {
  getEventBus().emit('session:changed', { token: 't', user });
  render(<SiteHeader variant="full" tone="light" />);
  return screen.getByRole('button', { name: 'Account menu' });
}

async function openMenu(user?: TestSessionUser) {
  const button = renderSignedIn(user);
  await userEvent.click(button);
  return { button, menu: screen.getByRole('dialog', { name: 'Your account' }) };
}

describe('the account menu', () => {
  it('is a button that opens a dropdown of the account’s pages, focusing the first', async () => {
    const button = renderSignedIn();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(button);
    const menu = screen.getByRole('dialog', { name: 'Your account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByText('Jan Nowak')).toBeInTheDocument();
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/account'],
      ['Results and referrals', '/account/results'],
      ['Orders', '/account/orders'],
      ['Patients', '/account/patients'],
      ['Scheduled visits', '/account/visits'],
      ['Profile settings', '/account/profile'],
      ['Security', '/account/security'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(links[0]).toHaveFocus();
  });

  it('moves between its items with the arrow keys, Home and End', async () => {
    const { menu } = await openMenu();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Results and referrals' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  });

  it('opens from the keyboard: ArrowDown at its first item, ArrowUp at its last', async () => {
    const button = renderSignedIn();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { button } = await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside it and when Tab leaves it', async () => {
    const { button } = await openMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Labshop home page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.keyboard('{End}');
    await userEvent.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a page of the account is opened from it', async () => {
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Security' }));
    expect(window.location.pathname).toBe('/account/security');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the role switch only to an account holding several roles, and starts with the doctor area there', async () => {
    const { menu } = await openMenu(createTestSessionUser({ roles: ['patient', 'doctor'], activeRole: 'doctor' }));
    const links = within(menu).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Doctor area');
    expect(links[0]).toHaveAttribute('href', '/doctor');

    const opened: string[] = [];
    getEventBus()
      .on('modal:open')
      .subscribe(({ name }) => opened.push(name));
    await userEvent.click(within(menu).getByRole('button', { name: 'Switch role' }));
    expect(opened).toEqual(['rolesModal']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus();
  });

  it('logs out on the server and here, leaving Log in in its place', async () => {
    const api = mockApi({ 'POST /api/logout': { body: { message: 'Logged out.' } } });
    const { menu } = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api).toHaveBeenCalledWith(
      expect.stringContaining('/api/logout'),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('follows a session that ends while it is open', async () => {
    await openMenu();
    act(() => getEventBus().emit('session:changed', { token: null, user: null }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});

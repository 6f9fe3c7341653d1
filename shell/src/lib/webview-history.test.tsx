import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus } from '@labshop/shared-contracts/web';
import { listenForNavigationRequests, navigate } from './navigate';
import { ShellLink } from './shell-link';
import { installWebviewHistory } from './webview-history';

describe('webview flag carried across navigations', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installWebviewHistory();
  });
  afterEach(() => {
    uninstall();
    window.history.replaceState(null, '', '/');
  });

  it('keeps webview=1 when any part of the site pushes a new address', () => {
    window.history.replaceState(null, '', '/?webview=1');
    window.history.pushState(null, '', '/lab-test-list/tests?sort=price');
    expect(window.location.pathname).toBe('/lab-test-list/tests');
    expect(new URLSearchParams(window.location.search).get('webview')).toBe('1');
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('price');
  });

  it('resolves a relative address against the current page', () => {
    window.history.replaceState(null, '', '/account/results?webview=1');
    window.history.pushState(null, '', 'archive');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/account/archive?webview=1');
  });

  it('adds nothing outside webview mode', () => {
    window.history.replaceState(null, '', '/faq');
    navigate('/contact');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/contact');
  });

  it('follows navigate:requested from a remote', () => {
    window.history.replaceState(null, '', '/cart?webview=1');
    const stop = listenForNavigationRequests();
    getEventBus().emit('navigate:requested', { to: '/checkout' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/checkout?webview=1');
    stop();
  });

  it('puts webview=1 on same-site links and navigates without a reload', async () => {
    window.history.replaceState(null, '', '/?webview=1');
    render(
      <>
        <ShellLink href="/faq#prices">FAQ</ShellLink>
        <ShellLink href="https://partner.example/">Partner</ShellLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq?webview=1#prices');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('href', 'https://partner.example/');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/faq?webview=1');
  });

  it('drops the flag from links once the page leaves webview mode', () => {
    window.history.replaceState(null, '', '/?webview=1');
    render(<ShellLink href="/pricing">Pricing</ShellLink>);
    uninstall();
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    uninstall = installWebviewHistory();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
  });
});

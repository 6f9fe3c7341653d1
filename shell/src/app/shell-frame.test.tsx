import '../testing/stub-match-media';
import { act, render, screen } from '@testing-library/react';
import { getEventBus } from '@labshop/shared-contracts/web';
import { installWebviewHistory } from '../lib/webview-history';
import { ShellFrame } from './shell-frame';

/** Navigates and lets lazily loaded pages arrive inside act. */
async function go(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
  });
}

function renderFrame() {
  return render(
    <ShellFrame consentBanner="closed" onConsentBannerClose={() => undefined} onOpenCookieSettings={() => undefined} />,
  );
}

describe('shell frame', () => {
  let uninstall: () => void;
  beforeEach(() => {
    window.history.replaceState(null, '', '/lab-test-list/tests');
    uninstall = installWebviewHistory();
    // Error pages log what they show; that is tested with the error page.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    uninstall();
    jest.restoreAllMocks();
  });

  it('has a skip link, landmarks and an area for every remote', async () => {
    renderFrame();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.getElementById('single-spa-application:mf-catalogue')).toBeInTheDocument();
    expect(document.getElementById('single-spa-application:mf-quiz')).toBeInTheDocument();
  });

  it('tells a signed-in account refused a doctor-only page where its doctor verification stands', async () => {
    renderFrame();
    await go('/doctor');
    expect(screen.getByText('You do not have rights to the resource')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See where your verification stands' })).not.toBeInTheDocument();

    await act(async () => {
      getEventBus().emit('session:changed', {
        token: 'token-1',
        user: {
          id: 'account-1',
          firstName: 'Ewa',
          lastName: 'Lis',
          email: 'ewa@example.com',
          roles: ['patient'],
          activeRole: 'patient',
          status: 'active',
          defaultFacilityId: null,
        },
      });
    });
    expect(screen.getByRole('link', { name: 'See where your verification stands' })).toHaveAttribute(
      'href',
      '/doctor/verification',
    );
    await act(async () => {
      getEventBus().emit('session:changed', { token: null, user: null });
    });
  });

  it('chooses the layout from the route and keeps the remote areas mounted across layouts', async () => {
    renderFrame();
    const frame = document.querySelector('[data-layout]');
    const catalogueArea = document.getElementById('single-spa-application:mf-catalogue');
    const main = screen.getByRole('main');
    expect(frame).toHaveAttribute('data-layout', 'default');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await go('/partners');
    expect(frame).toHaveAttribute('data-layout', 'alternate');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Work with Labshop' })).toBeInTheDocument();

    await go('/about-us');
    expect(frame).toHaveAttribute('data-layout', 'who-we-are');

    await go('/lab-test-list/tests');
    expect(document.getElementById('single-spa-application:mf-catalogue')).toBe(catalogueArea);
    expect(screen.getByRole('main')).toBe(main);
  });

  it('hides the footer on mobile on flagged pages and shows the newsletter on its page', async () => {
    renderFrame();
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-hide-on-mobile', 'false');
    expect(screen.getByRole('contentinfo')).not.toHaveClass('hideOnMobile');
    await go('/cart');
    expect(screen.getByRole('contentinfo')).toHaveClass('hideOnMobile');
    expect(screen.queryByRole('region', { name: 'Health tips and offers in your inbox' })).not.toBeInTheDocument();
    await go('/');
    expect(await screen.findByRole('region', { name: 'Health tips and offers in your inbox' })).toBeInTheDocument();
  });

  it('titles the document after the route and moves focus to the main content on navigation', async () => {
    renderFrame();
    expect(document.title).toBe('Tests | Labshop');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await go('/checkout');
    expect(document.title).toBe('Checkout | Labshop');
    expect(screen.getByRole('main')).toHaveFocus();
    await go('/error/403');
    expect(document.title).toBe('Error 403 | Labshop');
  });

  it("keeps the title the server wrote from the page's content until the visitor moves on", async () => {
    window.history.replaceState(null, '', '/lab-test/vitamin-d3-25-oh');
    document.title = 'Vitamin D3 (25-OH) | Labshop';
    const serverHead = document.createElement('meta');
    serverHead.setAttribute('property', 'og:title');
    serverHead.setAttribute('content', document.title);
    document.head.append(serverHead);
    try {
      renderFrame();
      expect(document.title).toBe('Vitamin D3 (25-OH) | Labshop');
      await go('/checkout');
      expect(document.title).toBe('Checkout | Labshop');
    } finally {
      serverHead.remove();
    }
  });

  it('renders shell pages itself, and nothing of its own on remote pages', async () => {
    renderFrame();
    expect(screen.getByRole('main')).not.toHaveTextContent(/./);
    await go('/error/403');
    expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeInTheDocument();
  });

  it('sends a path no route owns to /error/404 and logs it', async () => {
    renderFrame();
    await go('/no-such-page');
    expect(window.location.pathname).toBe('/error/404');
    expect(console.error).toHaveBeenCalledWith('Page not found: /no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });

  it("answers an unknown section of the doctor area with the 404 page for a guest, not the doctors' refusal", async () => {
    renderFrame();
    await go('/doctor/area/no-such-section');
    expect(window.location.pathname).toBe('/error/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('You do not have rights to the resource')).not.toBeInTheDocument();
  });

  it('still keeps each named section of the doctor area from a guest', async () => {
    renderFrame();
    await go('/doctor/area/invoices');
    expect(screen.getByText('You do not have rights to the resource')).toBeInTheDocument();
  });

  it('keeps webview=1 in the links it renders', async () => {
    window.history.replaceState(null, '', '/faq?webview=1');
    renderFrame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tests' })).toHaveAttribute('href', '/lab-test-list/tests?webview=1');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy?webview=1');
  });
});

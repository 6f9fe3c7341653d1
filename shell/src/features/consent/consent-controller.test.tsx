import { render, screen, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventBus } from '@labshop/shared-contracts/web';
import { createEventBus } from '@labshop/shared-contracts/testing';
import { ConsentBanner } from './consent-banner';
import {
  CONSENT_COOKIE_NAME,
  NECESSARY_ONLY,
  formatConsentCookieValue,
  readConsentCookie,
  type Consent,
} from './consent-cookie';
import { startConsent } from './consent-controller';
import { CONSENT_MANAGER_WARNING } from './consent-manager';

const DISABLED = { enabled: false, siteId: null, scriptUrl: null };
const NO_ANALYTICS = { id: null, enabled: false };

function clearCookies() {
  for (const name of [CONSENT_COOKIE_NAME, 'CookieConsent']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

function latestConsent(bus: EventBus): Consent | undefined {
  let latest: Consent | undefined;
  bus
    .on('consent:changed')
    .subscribe((consent) => (latest = consent))
    .unsubscribe();
  return latest;
}

function injectedScripts(): string[] {
  return Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).map((script) => script.src);
}

describe('cookie consent', () => {
  beforeEach(() => {
    clearCookies();
    document.head.innerHTML = '';
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts with necessary only and asks the visitor', () => {
    const bus = createEventBus();
    const startup = startConsent(bus, DISABLED, NO_ANALYTICS);
    expect(latestConsent(bus)).toEqual(NECESSARY_ONLY);
    expect(startup).toEqual({ providerActive: false, needsChoice: true });
  });

  it('takes the categories from an existing consent cookie', () => {
    document.cookie = `CookieConsent=${encodeURIComponent('{necessary:true,preferences:true,statistics:true,marketing:false}')}; Path=/`;
    const bus = createEventBus();
    const startup = startConsent(bus, DISABLED, NO_ANALYTICS);
    expect(latestConsent(bus)).toEqual({ ...NECESSARY_ONLY, functional: true, statistic: true });
    expect(startup.needsChoice).toBe(false);
  });

  it('injects a registered script only once its category is granted', () => {
    const bus = createEventBus();
    startConsent(bus, DISABLED, { id: 'GTM-TEST', enabled: true });
    bus.emit('consent:script-requested', { id: 'ads', src: 'https://ads.example/tag.js', category: 'marketing' });
    expect(injectedScripts()).toEqual([]);

    bus.emit('consent:changed', { ...NECESSARY_ONLY, statistic: true });
    expect(injectedScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);

    bus.emit('consent:changed', { ...NECESSARY_ONLY, statistic: true, marketing: true });
    bus.emit('consent:script-requested', { id: 'ads', src: 'https://ads.example/tag.js', category: 'marketing' });
    expect(injectedScripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
      'https://ads.example/tag.js',
    ]);
  });

  it('logs nothing and loads no consent manager in the default configuration, where it is not enabled', () => {
    const startup = startConsent(createEventBus(), DISABLED, NO_ANALYTICS);
    expect(console.warn).not.toHaveBeenCalled();
    expect(injectedScripts()).toEqual([]);
    expect(startup.needsChoice).toBe(true);
  });

  it('warns and loads no consent manager when enabled without a site id', () => {
    startConsent(createEventBus(), { enabled: true, siteId: null, scriptUrl: null }, NO_ANALYTICS);
    expect(console.warn).toHaveBeenCalledWith(CONSENT_MANAGER_WARNING);
    expect(injectedScripts()).toEqual([]);
  });

  it('loads the consent manager when enabled with a site id, and follows its signal', () => {
    const bus = createEventBus();
    const startup = startConsent(
      bus,
      { enabled: true, siteId: 'site-1', scriptUrl: 'https://cmp.example/uc.js' },
      NO_ANALYTICS,
    );
    expect(console.warn).not.toHaveBeenCalled();
    expect(startup).toEqual({ providerActive: true, needsChoice: false });
    const script = document.getElementById('Cookiebot') as HTMLScriptElement;
    expect(script.src).toBe('https://cmp.example/uc.js');
    expect(script.dataset.cbid).toBe('site-1');

    Object.assign(window, { Cookiebot: { consent: { preferences: false, statistics: true, marketing: true } } });
    window.dispatchEvent(new Event('CookiebotOnAccept'));
    expect(latestConsent(bus)).toEqual({ ...NECESSARY_ONLY, statistic: true, marketing: true });
    Reflect.deleteProperty(window, 'Cookiebot');
  });

  it('stores the banner choice in the cookie and publishes it', async () => {
    const onClose = jest.fn();
    render(<ConsentBanner onClose={onClose} />);
    expect(screen.getByRole('region', { name: 'Cookies on Labshop' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onClose).toHaveBeenCalled();
    expect(readConsentCookie(document.cookie)).toEqual({
      necessary: true,
      functional: true,
      statistic: true,
      marketing: true,
      unclassified: true,
    });
    expect(latestConsent(getEventBus())?.marketing).toBe(true);
  });

  it('rejects optional cookies', async () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=${formatConsentCookieValue({ ...NECESSARY_ONLY, marketing: true }, 1)}; Path=/`;
    render(<ConsentBanner onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject optional' }));
    expect(readConsentCookie(document.cookie)).toEqual(NECESSARY_ONLY);
  });

  it('lets the visitor customise, starting from the current choice; necessary stays on', async () => {
    act(() => getEventBus().emit('consent:changed', { ...NECESSARY_ONLY, functional: true }));
    render(<ConsentBanner onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const necessary = screen.getByRole('checkbox', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Statistics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsentCookie(document.cookie)).toEqual({ ...NECESSARY_ONLY, functional: true, statistic: true });
  });
});

import type { Consent } from './consent-cookie';

/** The consent provider's script, used when config.consent.scriptUrl is not set. */
export const DEFAULT_CONSENT_MANAGER_URL = 'https://consent.cookiebot.com/uc.js';
export const CONSENT_MANAGER_WARNING =
  'Cookie consent manager not loaded: consent.enabled is on but consent.siteId is missing in /config.json. ' +
  'The built-in cookie banner asks visitors instead.';

export interface ConsentSettings {
  enabled: boolean;
  siteId: string | null;
  scriptUrl: string | null;
}

/** What the provider's script exposes on window once loaded. */
interface ProviderGlobal {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  renew?: () => void;
}

function provider(win: Window): ProviderGlobal | undefined {
  return (win as Window & { Cookiebot?: ProviderGlobal }).Cookiebot;
}

/**
 * Loads the consent manager only when consent initialisation is enabled and a site id is set. Enabled without a
 * site id is a configuration mistake, and a warning says so. Not enabled is the default configuration, in which
 * the shell's own banner asks, and nothing is logged: a warning on every page would hide the ones that matter.
 * Returns whether it loaded.
 */
export function loadConsentManager(settings: ConsentSettings, doc: Document = document): boolean {
  if (!settings.enabled) return false;
  if (!settings.siteId) {
    console.warn(CONSENT_MANAGER_WARNING);
    return false;
  }
  const script = doc.createElement('script');
  script.id = 'Cookiebot';
  script.src = settings.scriptUrl ?? DEFAULT_CONSENT_MANAGER_URL;
  script.async = true;
  script.dataset.cbid = settings.siteId;
  doc.head.appendChild(script);
  return true;
}

/** Calls back with the visitor's categories when the provider signals acceptance or decline. */
export function listenForProviderConsent(onConsent: (consent: Consent) => void, win: Window = window): () => void {
  const read = () => {
    const given = provider(win)?.consent;
    if (!given) return;
    onConsent({
      necessary: true,
      functional: given.preferences === true,
      statistic: given.statistics === true,
      marketing: given.marketing === true,
      unclassified: false,
    });
  };
  const events = ['CookiebotOnAccept', 'CookiebotOnDecline'];
  events.forEach((name) => win.addEventListener(name, read));
  return () => events.forEach((name) => win.removeEventListener(name, read));
}

/** Opens the provider's own settings dialog, when it is loaded. Returns whether it could. */
export function openProviderSettings(win: Window = window): boolean {
  const renew = provider(win)?.renew;
  if (!renew) return false;
  renew();
  return true;
}

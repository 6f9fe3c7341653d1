import type { EventBus } from '@labshop/shared-contracts/web';
import { NECESSARY_ONLY, readConsentCookie, writeConsentCookie, type Consent } from './consent-cookie';
import { listenForProviderConsent, loadConsentManager, type ConsentSettings } from './consent-manager';
import { createConsentScripts } from './consent-scripts';

/** Google Tag Manager, the site's analytics tag, counts as a statistics script. */
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

export interface ConsentStartup {
  /** The provider's script runs and shows its own banner. */
  providerActive: boolean;
  /** Neither a stored choice nor the provider: the shell's banner must ask. */
  needsChoice: boolean;
}

/**
 * Consent starts as necessary only, is updated from an existing consent cookie, and again when
 * the provider signals a choice. Every change is published as `consent:changed`, and scripts registered
 * for a category are injected only while that category is granted.
 */
export function startConsent(
  bus: EventBus,
  settings: ConsentSettings,
  analytics: { id: string | null; enabled: boolean },
  doc: Document = document,
): ConsentStartup {
  const scripts = createConsentScripts(doc);
  bus.emit('consent:changed', NECESSARY_ONLY);
  bus.on('consent:changed').subscribe((consent) => scripts.apply(consent));
  bus.on('consent:script-requested').subscribe((script) => scripts.register(script));

  const stored = readConsentCookie(doc.cookie);
  if (stored) bus.emit('consent:changed', stored);

  if (analytics.enabled && analytics.id) {
    scripts.register({
      id: 'analytics',
      src: `${ANALYTICS_SCRIPT_URL}?id=${encodeURIComponent(analytics.id)}`,
      category: 'statistic',
    });
  }

  const providerActive = loadConsentManager(settings, doc);
  if (providerActive && doc.defaultView) {
    listenForProviderConsent((consent) => bus.emit('consent:changed', consent), doc.defaultView);
  }
  return { providerActive, needsChoice: !stored && !providerActive };
}

/** Stores the visitor's choice from the shell's banner and publishes it. */
export function saveConsentChoice(bus: EventBus, consent: Consent, doc: Document = document): void {
  writeConsentCookie(consent, doc);
  bus.emit('consent:changed', consent);
}

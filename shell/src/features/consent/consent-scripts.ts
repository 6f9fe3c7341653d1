import type { Infer } from 'superstruct';
import type { ConsentScriptRequested } from '@labshop/shared-contracts/core';
import { NECESSARY_ONLY, type Consent } from './consent-cookie';

export type ConsentScript = Infer<typeof ConsentScriptRequested>;

/**
 * Third-party scripts, each filed under a consent category. A script is injected only once the visitor
 * has granted its category, and at most once. A script cannot be taken back once it ran, so
 * withdrawing consent stops only scripts that have not run yet; the next page load starts clean.
 */
export function createConsentScripts(doc: Document = document) {
  const registered = new Map<string, ConsentScript>();
  const injected = new Set<string>();
  let consent: Consent = NECESSARY_ONLY;

  function injectGranted(): void {
    for (const script of registered.values()) {
      if (injected.has(script.id) || !consent[script.category]) continue;
      const element = doc.createElement('script');
      element.src = script.src;
      element.async = true;
      element.dataset.consentCategory = script.category;
      element.dataset.consentScript = script.id;
      doc.head.appendChild(element);
      injected.add(script.id);
    }
  }

  return {
    register(script: ConsentScript): void {
      if (!registered.has(script.id)) registered.set(script.id, script);
      injectGranted();
    },
    apply(next: Consent): void {
      consent = next;
      injectGranted();
    },
    injectedIds(): string[] {
      return [...injected];
    },
  };
}

export type ConsentScripts = ReturnType<typeof createConsentScripts>;

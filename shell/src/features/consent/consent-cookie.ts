import type { Infer } from 'superstruct';
import type { ConsentCategories } from '@labshop/shared-contracts/core';

export type Consent = Infer<typeof ConsentCategories>;

/**
 * The visitor's cookie choice, kept for a year in the cookie `labshop_consent`.
 *
 * Its value has the format of the consent provider's own `CookieConsent` cookie (an object literal with
 * unquoted keys and single-quoted strings, URL-encoded), so one parser reads both:
 *
 *   {stamp:'k3j2…',necessary:true,preferences:false,statistics:true,marketing:false,unclassified:false,
 *    method:'explicit',ver:1,utc:1735689600000,region:'gb'}
 *
 * preferences → functional, statistics → statistic, marketing → marketing. `unclassified` is our
 * addition; the provider's cookie lacks it, so it reads as false there. The provider writes `-1` where no
 * consent is needed (its region rules): that reads as everything granted.
 */
export const CONSENT_COOKIE_NAME = 'labshop_consent';
export const PROVIDER_COOKIE_NAME = 'CookieConsent';
export const CONSENT_COOKIE_DAYS = 365;

export const NECESSARY_ONLY: Consent = {
  necessary: true,
  functional: false,
  statistic: false,
  marketing: false,
  unclassified: false,
};
export const ALL_GRANTED: Consent = {
  necessary: true,
  functional: true,
  statistic: true,
  marketing: true,
  unclassified: true,
};

const FIELD = /(\w+):('(?:[^'\\]|\\.)*'|[^,}]*)/g;

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Reads a consent cookie value in the provider's format; null when it is not one. */
export function parseConsentCookieValue(raw: string): Consent | null {
  const value = decode(raw).trim();
  if (value === '-1') return ALL_GRANTED;
  if (!value.startsWith('{') || !value.endsWith('}')) return null;
  const fields = new Map<string, string>();
  for (const [, key = '', field = ''] of value.slice(1, -1).matchAll(FIELD)) fields.set(key, field.trim());
  if (!['preferences', 'statistics', 'marketing'].some((key) => fields.has(key))) return null;
  const granted = (key: string) => fields.get(key) === 'true';
  return {
    necessary: true,
    functional: granted('preferences'),
    statistic: granted('statistics'),
    marketing: granted('marketing'),
    unclassified: granted('unclassified'),
  };
}

export function formatConsentCookieValue(consent: Consent, now: number, region = 'gb'): string {
  const stamp = `${now.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const literal =
    `{stamp:'${stamp}',necessary:true,preferences:${consent.functional},statistics:${consent.statistic},` +
    `marketing:${consent.marketing},unclassified:${consent.unclassified},method:'explicit',ver:1,utc:${now},` +
    `region:'${region}'}`;
  return encodeURIComponent(literal);
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The stored choice: our cookie first, then the provider's; null when the visitor has not chosen. */
export function readConsentCookie(cookies: string): Consent | null {
  for (const name of [CONSENT_COOKIE_NAME, PROVIDER_COOKIE_NAME]) {
    const raw = cookieValue(cookies, name);
    const parsed = raw === null ? null : parseConsentCookieValue(raw);
    if (parsed) return parsed;
  }
  return null;
}

export function consentCookie(consent: Consent, now: number, secure: boolean): string {
  const maxAge = CONSENT_COOKIE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE_NAME}=${formatConsentCookieValue(consent, now)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeConsentCookie(consent: Consent, doc: Document = document, now = Date.now()): void {
  doc.cookie = consentCookie(consent, now, doc.location?.protocol === 'https:');
}

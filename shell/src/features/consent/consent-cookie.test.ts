import {
  ALL_GRANTED,
  NECESSARY_ONLY,
  consentCookie,
  formatConsentCookieValue,
  parseConsentCookieValue,
  readConsentCookie,
} from './consent-cookie';

const PROVIDER_VALUE = encodeURIComponent(
  "{stamp:'abc123==',necessary:true,preferences:true,statistics:false,marketing:true,method:'explicit',ver:1,utc:1700000000000,region:'pl'}",
);

describe('consent cookie', () => {
  it("maps the provider's categories: preferences to functional, statistics to statistic, marketing to marketing", () => {
    expect(parseConsentCookieValue(PROVIDER_VALUE)).toEqual({
      necessary: true,
      functional: true,
      statistic: false,
      marketing: true,
      unclassified: false,
    });
  });

  it('reads -1 (no consent needed) as everything granted', () => {
    expect(parseConsentCookieValue('-1')).toEqual(ALL_GRANTED);
  });

  it('rejects values that are not consent records', () => {
    expect(parseConsentCookieValue('yes')).toBeNull();
    expect(parseConsentCookieValue('%7Bfoo:1%7D')).toBeNull();
    expect(parseConsentCookieValue('%E0%A4%A')).toBeNull();
  });

  it('writes a value it reads back', () => {
    const choice = { ...NECESSARY_ONLY, statistic: true, unclassified: true };
    expect(parseConsentCookieValue(formatConsentCookieValue(choice, 1_700_000_000_000))).toEqual(choice);
  });

  it('reads our cookie before the provider one, among other cookies', () => {
    const ours = formatConsentCookieValue(NECESSARY_ONLY, 1);
    expect(readConsentCookie(`theme=dark; CookieConsent=${PROVIDER_VALUE}; labshop_consent=${ours}`)).toEqual(
      NECESSARY_ONLY,
    );
    expect(readConsentCookie(`theme=dark; CookieConsent=${PROVIDER_VALUE}`)?.marketing).toBe(true);
    expect(readConsentCookie('theme=dark')).toBeNull();
  });

  it('keeps the choice for 365 days on the whole site', () => {
    const cookie = consentCookie(ALL_GRANTED, 1, true);
    expect(cookie).toMatch(/^labshop_consent=/);
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Secure');
  });
});

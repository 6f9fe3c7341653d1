import { MARKET, telephoneHref } from '@labshop/shared-contracts/core';
import { ShellLink } from '../../lib/shell-link';
import styles from './site-footer.module.css';

export const LEGAL_LINKS = [
  { label: 'Privacy policy', href: '/privacy-policy' },
  { label: 'Patient terms of use', href: '/patient-terms-of-use' },
  { label: 'Providers terms of use', href: '/providers-terms-of-use' },
] as const;

const SITE_LINKS = [
  { label: 'About us', href: '/about-us' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'FAQ', href: '/faq' },
  { label: 'News', href: '/news' },
  { label: 'For partners', href: '/partners' },
  { label: 'Contact', href: '/contact' },
] as const;

export interface SiteFooterProps {
  /** `compact`: legal links and contact only (alternate layout). */
  variant: 'full' | 'compact';
  /** The page asks for no footer on small screens (a CSS media query hides it). */
  hideOnMobile: boolean;
  onOpenCookieSettings: () => void;
}

export function SiteFooter({ variant, hideOnMobile, onOpenCookieSettings }: SiteFooterProps) {
  return (
    <footer
      className={[styles.footer, hideOnMobile ? styles.hideOnMobile : null].filter(Boolean).join(' ')}
      data-hide-on-mobile={hideOnMobile}
    >
      <div className={styles.inner}>
        {variant === 'full' ? (
          <nav aria-label="Site" className={styles.column}>
            <h2 className={styles.heading}>Labshop</h2>
            <ul className={styles.list}>
              {SITE_LINKS.map((link) => (
                <li key={link.href}>
                  <ShellLink href={link.href}>{link.label}</ShellLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label="Legal" className={styles.column}>
          <h2 className={styles.heading}>Legal</h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <ShellLink href={link.href}>{link.label}</ShellLink>
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={onOpenCookieSettings}>
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Contact</h2>
          <address className={styles.address}>
            <a href={`mailto:${MARKET.contact.email}`}>{MARKET.contact.email}</a>
            <br />
            <a href={telephoneHref(MARKET.contact.phone)}>{MARKET.contact.phone}</a>
            <br />
            {MARKET.contact.hours}
            <br />
            {MARKET.contact.address.slice(1).join(', ')}
          </address>
          <ShellLink href="/contact">Write to us or make a complaint</ShellLink>
        </div>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} Labshop. Laboratory tests in {MARKET.country.name}: at our collection points or by
        a nurse at your home.
      </p>
    </footer>
  );
}

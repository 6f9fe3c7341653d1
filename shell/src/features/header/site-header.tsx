import { useId, useState } from 'react';
import { ShellLink } from '../../lib/shell-link';
import { useLocation } from '../../lib/location';
import { AccountLink } from './account-link';
import { CartLink } from './cart-link';
import { isCurrentSection, MAIN_NAVIGATION } from './main-navigation';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  /** `compact`: logo and actions only (alternate layout). */
  variant: 'full' | 'compact';
  /** `dark` sits on the ink band of the who-we-are layout. */
  tone: 'light' | 'dark';
}

function Logo() {
  return (
    <ShellLink href="/" className={styles.logo} aria-label="Labshop home page">
      <svg className={styles.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M12 7h8M14 7v7l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V7"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
        />
      </svg>
      <span>Labshop</span>
    </ShellLink>
  );
}

/** The site header: logo, main navigation (a menu button on small screens), cart and account. */
export function SiteHeader({ variant, tone }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const menuId = useId();
  // The small-screen menu belongs to the page it was opened on: a new page closes it.
  const [menu, setMenu] = useState({ open: false, on: pathname });
  const menuOpen = menu.open && menu.on === pathname;

  return (
    <header className={`${styles.header} ${styles[`tone-${tone}`] ?? ''}`}>
      <div className={styles.inner}>
        <Logo />
        {variant === 'full' ? (
          <>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenu({ open: !menuOpen, on: pathname })}
            >
              Menu
            </button>
            <nav id={menuId} aria-label="Main" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
              <ul className={styles.navList}>
                {MAIN_NAVIGATION.map((item) => (
                  <li key={item.href}>
                    <ShellLink
                      href={item.href}
                      className={styles.navLink}
                      aria-current={isCurrentSection(item.href, pathname) ? 'page' : undefined}
                    >
                      {item.label}
                    </ShellLink>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        ) : null}
        <div className={styles.actions}>
          <AccountLink />
          <CartLink />
        </div>
      </div>
    </header>
  );
}

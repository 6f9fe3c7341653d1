import { useMediaQuery } from '../../lib/use-media-query';
import { AccountEntry } from './account-entry';
import { CartEntry } from './cart-entry';
import { NAVIGATION_IN_DRAWER_QUERY } from './header-layout';
import { MainNavigationList } from './main-navigation-list';
import { NavigationDrawer } from './navigation-drawer';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  /** `compact`: without the shop's navigation (alternate layout). */
  variant: 'full' | 'compact';
  /** `dark` sits on the ink band of the who-we-are layout. */
  tone: 'light' | 'dark';
}

/**
 * The one header of every layout, always one row: logo, main navigation (behind a menu button in a drawer on
 * narrow screens), the account and the cart.
 */
export function SiteHeader({ variant, tone }: SiteHeaderProps) {
  const navigationInDrawer = useMediaQuery(NAVIGATION_IN_DRAWER_QUERY);
  const navigation = variant === 'full';
  return (
    <header className={`${styles.header} ${styles[`tone-${tone}`] ?? ''}`}>
      <div className={styles.inner}>
        <SiteLogo />
        <div className={styles.middle}>
          {navigation && !navigationInDrawer ? <MainNavigationList direction="row" /> : null}
        </div>
        <div className={styles.actions}>
          <AccountEntry />
          <CartEntry />
          {navigation && navigationInDrawer ? <NavigationDrawer /> : null}
        </div>
      </div>
    </header>
  );
}

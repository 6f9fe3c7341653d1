import { LogIn } from '@labshop/shared-contracts/web/ui';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { ShellLink } from '../../lib/shell-link';
import { useMediaQuery } from '../../lib/use-media-query';
import { AccountDrawer } from './account-drawer';
import { AccountDropdown } from './account-dropdown';
import { accountHome } from './account-menu-items';
import { PHONE_QUERY } from './header-layout';
import styles from './account-menu.module.css';

/**
 * Log in for visitors. Once `session:changed` has a user: a link to the account (acting as a doctor, the doctor
 * area) beside the account menu's button; on phones the button alone, its menu a drawer.
 */
export function AccountEntry() {
  const user = useLatestEvent('session:changed')?.user ?? null;
  const phone = useMediaQuery(PHONE_QUERY);
  if (!user) {
    return (
      <ShellLink href="/login" className={styles.logIn}>
        <LogIn className={styles.logInIcon} aria-hidden="true" focusable="false" />
        Log in
      </ShellLink>
    );
  }
  if (phone) return <AccountDrawer user={user} />;
  const home = accountHome(user);
  return (
    <div className={styles.account}>
      <ShellLink href={home.href} className={styles.home}>
        <span className={styles.homeLabel}>{home.label}</span>{' '}
        <span className={styles.firstName}>{user.firstName}</span>
      </ShellLink>
      <AccountDropdown user={user} />
    </div>
  );
}

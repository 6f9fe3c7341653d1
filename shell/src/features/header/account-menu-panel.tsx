import { LogOut, Repeat } from '@labshop/shared-contracts/web/ui';
import { getApiClient, getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { useLocation } from '../../lib/location';
import { ShellLink } from '../../lib/shell-link';
import { logOut } from '../session/confirm-session';
import { accountMenuItems } from './account-menu-items';
import styles from './account-menu.module.css';

type SessionUser = NonNullable<EventPayload<'session:changed'>['user']>;

export interface AccountMenuPanelProps {
  user: SessionUser;
  /** Closes the menu; with `returnFocus`, focus goes back to the button that opened it. */
  close: (returnFocus: boolean) => void;
}

/**
 * What the account menu holds, in the dropdown and in the drawer alike: who is signed in, the account's pages, the
 * role switch for an account holding several roles, and Log out.
 */
export function AccountMenuPanel({ user, close }: AccountMenuPanelProps) {
  const { pathname } = useLocation();
  const switchRole = () => {
    // Focus is back on the menu button before the dialog opens, so closing the dialog returns it there.
    close(true);
    // The account's remote draws rolesModal; the header only opens it by name.
    getEventBus().emit('modal:open', { name: 'rolesModal' });
  };
  const signOut = () => {
    // The menu's button leaves with the session; the Log in link takes its place.
    close(false);
    void logOut(getEventBus(), getApiClient());
  };

  return (
    <>
      <p className={styles.who}>
        <span className={styles.fullName}>
          {user.firstName} {user.lastName}
        </span>
        {user.email ? <span className={styles.email}>{user.email}</span> : null}
      </p>
      <nav aria-label="Account">
        <ul className={styles.items}>
          {accountMenuItems(user).map((item) => (
            <li key={item.href}>
              <ShellLink
                href={item.href}
                className={styles.item}
                aria-current={pathname === item.href ? 'page' : undefined}
                onClick={() => close(false)}
              >
                {item.label}
              </ShellLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        {user.roles.length > 1 ? (
          <button type="button" className={styles.item} aria-haspopup="dialog" onClick={switchRole}>
            <Repeat className={styles.itemIcon} aria-hidden="true" focusable="false" />
            Switch role
          </button>
        ) : null}
        <button type="button" className={styles.item} onClick={signOut}>
          <LogOut className={styles.itemIcon} aria-hidden="true" focusable="false" />
          Log out
        </button>
      </div>
    </>
  );
}

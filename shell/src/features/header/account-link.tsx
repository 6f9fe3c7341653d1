import { getApiClient, getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { ShellLink } from '../../lib/shell-link';
import { logOut } from '../session/confirm-session';
import styles from './site-header.module.css';

/**
 * Log in for visitors; once `session:changed` has a user, the account (or, acting as a doctor, the doctor area),
 * a role switch for accounts holding several roles, and a Log out button.
 */
export function AccountLink() {
  const user = useLatestEvent('session:changed')?.user ?? null;
  if (!user) {
    return (
      <ShellLink href="/login" className={styles.action}>
        <span>Log in</span>
      </ShellLink>
    );
  }
  const doctor = user.activeRole === 'doctor';
  return (
    <>
      <ShellLink href={doctor ? '/doctor' : '/account'} className={styles.action}>
        <span>{doctor ? 'Doctor area' : 'My account'}</span>
        <span className={styles.userName}>{user.firstName}</span>
      </ShellLink>
      {user.roles.length > 1 ? (
        // The role switch: the account's remote draws rolesModal; the header only opens it by name.
        <button
          type="button"
          className={`${styles.action} ${styles.logOut}`}
          aria-haspopup="dialog"
          onClick={() => getEventBus().emit('modal:open', { name: 'rolesModal' })}
        >
          Switch role
        </button>
      ) : null}
      <button
        type="button"
        className={`${styles.action} ${styles.logOut}`}
        onClick={() => void logOut(getEventBus(), getApiClient())}
      >
        Log out
      </button>
    </>
  );
}

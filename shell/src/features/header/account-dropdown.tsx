import type { EventPayload } from '@labshop/shared-contracts/web';
import { AccountMenuButton } from './account-menu-button';
import { AccountMenuPanel } from './account-menu-panel';
import { initialsOf } from './account-menu-items';
import { usePopover } from './use-popover';
import styles from './account-menu.module.css';

type SessionUser = NonNullable<EventPayload<'session:changed'>['user']>;

/** On wider screens, the account menu opens under its button. */
export function AccountDropdown({ user }: { user: SessionUser }) {
  const { open, close, buttonProps, panelProps } = usePopover();
  return (
    <div className={styles.anchor}>
      <AccountMenuButton initials={initialsOf(user)} {...buttonProps} />
      {open ? (
        <div {...panelProps} aria-label="Your account" className={styles.dropdown}>
          <AccountMenuPanel user={user} close={close} />
        </div>
      ) : null}
    </div>
  );
}

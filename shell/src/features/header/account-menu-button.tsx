import type { ButtonHTMLAttributes, Ref } from 'react';
import { ChevronDown } from '@labshop/shared-contracts/web/ui';
import styles from './account-menu.module.css';

export const ACCOUNT_MENU_LABEL = 'Account menu';

export interface AccountMenuButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  initials: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The button with the account holder's initials that opens the account menu. */
export function AccountMenuButton({ initials, ...rest }: AccountMenuButtonProps) {
  return (
    <button type="button" className={styles.menuButton} aria-label={ACCOUNT_MENU_LABEL} {...rest}>
      <span className={styles.avatar} aria-hidden="true">
        {initials}
      </span>
      <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
    </button>
  );
}

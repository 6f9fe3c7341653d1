import { ShellLink } from '../../lib/shell-link';
import styles from './site-header.module.css';

/** The logo, a link to the home page. */
export function SiteLogo() {
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
      <span className={styles.logoText}>Labshop</span>
    </ShellLink>
  );
}

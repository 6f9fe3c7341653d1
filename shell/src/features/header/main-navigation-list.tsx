import { ShellLink } from '../../lib/shell-link';
import { useLocation } from '../../lib/location';
import { isCurrentSection, MAIN_NAVIGATION } from './main-navigation';
import styles from './main-navigation.module.css';

export interface MainNavigationListProps {
  direction: 'row' | 'column';
  /** Called when one of its links is followed (the drawer closes, even for the page already open). */
  onNavigate?: () => void;
}

/** The main navigation: a row in the header on wide screens, a column in the menu drawer on narrow ones. */
export function MainNavigationList({ direction, onNavigate }: MainNavigationListProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={styles[direction]}>
      <ul className={styles.list}>
        {MAIN_NAVIGATION.map((item) => (
          <li key={item.href}>
            <ShellLink
              href={item.href}
              className={styles.link}
              aria-current={isCurrentSection(item.href, pathname) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.label}
            </ShellLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

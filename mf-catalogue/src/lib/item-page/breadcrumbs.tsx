import { Link } from 'react-router-dom';
import styles from './item-page.module.css';

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  to?: string;
}

/** Where the page sits in the shop, from the home page down to itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          // A category may share its name with the list above it ('Packages'), so the place is the key.
          <li key={index}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { Icon } from './icon';
import { ChevronRight } from './icons';
import { plainLink, type LinkRenderer } from './link-renderer';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Where the step leads; the last crumb is the page itself and needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to this page, this page last. */
  items: readonly Crumb[];
  /** Draws the links; the remote's router link where there is one. */
  renderLink?: LinkRenderer;
}

/**
 * The way from the home page to this one, as a named navigation: an ordered list whose last item is the current
 * page (`aria-current="page"`), the others links. The chevrons between them are decoration.
 */
export function Breadcrumbs({ items, renderLink = plainLink }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {index > 0 ? <Icon icon={ChevronRight} size="sm" className={styles.separator} /> : null}
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                renderLink({ href: item.href, className: styles.link, children: item.label })
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { plainLink, type LinkRendererProps } from './link-renderer';
import { sectionNavCurrent, type SectionNavItem } from './section-nav-current';
import styles from './section-nav.module.css';

export type { SectionNavItem } from './section-nav-current';

/** What a link of the navigation is drawn with: an `<a>` by default, or a router's link given `href` as its target. */
export type SectionNavLinkProps = LinkRendererProps;

export interface SectionNavProps {
  /** The accessible name of the navigation: the area's name ('Your account', 'Doctor area'). */
  label: string;
  /** The area's sections (level 1), each with its sub-pages (level 2) when it has any. */
  items: readonly SectionNavItem[];
  /** The path of the page shown, which marks the current section and sub-page. */
  currentPath: string;
  /** Draws one link; a remote passes its router's link here to move without reloading. */
  renderLink?: (link: SectionNavLinkProps, item: SectionNavItem) => ReactNode;
  /** The page itself, drawn beside the navigation on a wide screen and under it on a narrow one. */
  children: ReactNode;
}

const currentWord = (isPage: boolean) => (isPage ? 'page' : 'true');

/**
 * The two-level navigation of an area. On a wide screen it is a sidebar beside the page: every section, and under
 * the current one its sub-pages. On a phone it stays one row tall: the sections scroll sideways with the current
 * one brought into view, and the current section's sub-pages take a second row. The current links are marked
 * with `aria-current`, bold type and a bar, never with colour alone.
 */
export function SectionNav({ label, items, currentPath, renderLink = plainLink, children }: SectionNavProps) {
  const current = sectionNavCurrent(items, currentPath);
  const sectionsRef = useRef<HTMLUListElement>(null);
  const subPagesRef = useRef<HTMLUListElement>(null);
  const sectionHref = current.section?.href;
  const subPageHref = current.subPage?.href;

  // On a phone the row may start scrolled away from the current link; bring it into view without moving the page.
  useLayoutEffect(() => {
    scrollToCurrent(sectionsRef.current);
    scrollToCurrent(subPagesRef.current);
  }, [sectionHref, subPageHref]);

  const subPages = current.section?.children ?? [];
  return (
    <div className={styles.area}>
      <nav aria-label={label} className={`${styles.nav} ${subPages.length > 0 ? styles.twoRows : ''}`}>
        <ul className={styles.sections} ref={sectionsRef}>
          {items.map((item) => {
            const isCurrent = item === current.section;
            return (
              <li key={item.href} className={styles.section}>
                {renderLink(
                  {
                    href: item.href,
                    className: styles.sectionLink ?? '',
                    children: item.label,
                    ...(isCurrent ? { 'aria-current': currentWord(current.sectionIsPage) } : {}),
                  },
                  item,
                )}
                {isCurrent && subPages.length > 0 ? (
                  <ul className={styles.subPages} ref={subPagesRef}>
                    {subPages.map((child) => (
                      <li key={child.href}>
                        {renderLink(
                          {
                            href: child.href,
                            className: styles.subPageLink ?? '',
                            children: child.label,
                            ...(child === current.subPage
                              ? { 'aria-current': currentWord(current.subPageIsPage) }
                              : {}),
                          },
                          child,
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Scrolls a row sideways so its current link sits in the middle, when the row is wider than the screen. */
function scrollToCurrent(row: HTMLElement | null) {
  if (row === null || row.scrollWidth <= row.clientWidth) return;
  const link = row.querySelector<HTMLElement>(':scope > li > [aria-current]');
  if (link === null) return;
  const linkBox = link.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  row.scrollLeft += linkBox.left - rowBox.left - (row.clientWidth - linkBox.width) / 2;
}

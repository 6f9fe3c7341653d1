import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from './icons';
import { plainLink, type LinkRendererProps } from './link-renderer';
import { paginationItems } from './pagination-items';
import styles from './pagination.module.css';

/** What a page link is drawn with: an `<a>` by default, or a router's link given `href` as its target. */
export type PaginationLinkProps = LinkRendererProps;

export interface PaginationProps {
  /** The page shown now, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page, so each page has a link of its own that can be opened, shared and kept. */
  hrefFor: (page: number) => string;
  /** Draws one link; a remote passes its router's link here to move without reloading. */
  renderLink?: (link: PaginationLinkProps, page: number) => ReactNode;
  /** The accessible name of the navigation. */
  label?: string;
}

/**
 * Compact pagination: previous, the first page, the current page's neighbours, the last page and next, with
 * gaps between, and where the reader is ('Page 3 of 18'). Nothing is drawn for a single page.
 */
export function Pagination({ page, pageCount, hrefFor, renderLink = plainLink, label = 'Pages' }: PaginationProps) {
  const items = paginationItems(page, pageCount);
  if (items.length === 0) return null;
  const draw = (target: number, link: Omit<PaginationLinkProps, 'href'>) =>
    renderLink({ ...link, href: hrefFor(target) }, target);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <p className={styles.position}>
        Page {page} of {pageCount}
      </p>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            {draw(page - 1, {
              className: `${styles.link} ${styles.step}`,
              rel: 'prev',
              children: (
                <>
                  <ChevronLeft aria-hidden="true" size={20} />
                  <span className={styles.stepText}>Previous page</span>
                </>
              ),
            })}
          </li>
        ) : null}
        {items.map((item, index) =>
          item === 'gap' ? (
            // The gap is drawn only: 'Page 3 of 18' and the pages' own names already say what is left out.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {draw(item, {
                className: `${styles.link}`,
                'aria-label': `Page ${item}`,
                'aria-current': item === page ? 'page' : undefined,
                children: item,
              })}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            {draw(page + 1, {
              className: `${styles.link} ${styles.step}`,
              rel: 'next',
              children: (
                <>
                  <span className={styles.stepText}>Next page</span>
                  <ChevronRight aria-hidden="true" size={20} />
                </>
              ),
            })}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

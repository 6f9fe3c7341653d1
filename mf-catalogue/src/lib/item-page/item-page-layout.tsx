import type { ReactNode } from 'react';
import { useMediaQuery, WIDE_SCREEN } from '../use-media-query';
import { SectionList, Sections, type ItemSection } from './item-sections';
import styles from './item-page.module.css';

/**
 * Whether the page is laid out for a phone or a tablet: one column, with the price and the add button in a bar at
 * the bottom of the screen instead of in the panel beside the content.
 */
export function useNarrowItemPage(): boolean {
  return !useMediaQuery(WIDE_SCREEN);
}

interface ItemPageLayoutProps {
  /** The id of the page's h1, which names the article. */
  nameId: string;
  /** Above both columns: where the page sits in the shop. */
  breadcrumbs: ReactNode;
  /** The item's name and what is said right under it (other names, its kind). */
  title: ReactNode;
  sections: ItemSection[];
  /** The purchase panel and what goes with it: beside the content, keeping to the top as the page scrolls. */
  panel: ReactNode;
  /** A phone's bar with the price and the add button; null on a wide screen. */
  bar?: ReactNode;
}

/**
 * A test's or package's page, one layout for both so the shop reads as one. From 1024 px: the content on the left,
 * the purchase panel at the top of the right column, staying there as the page scrolls. Narrower: the content
 * first, the panel after it, and the price with the add button kept at the bottom of the screen.
 */
export function ItemPageLayout({ nameId, breadcrumbs, title, sections, panel, bar }: ItemPageLayoutProps) {
  return (
    <article aria-labelledby={nameId} className={styles.page}>
      {breadcrumbs}
      <div className={styles.columns}>
        <div className={styles.main}>
          <header className={styles.title}>{title}</header>
          <SectionList sections={sections} />
          <Sections sections={sections} />
        </div>
        <div className={styles.side}>{panel}</div>
      </div>
      {bar}
    </article>
  );
}

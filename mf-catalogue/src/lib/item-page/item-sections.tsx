import type { ReactNode } from 'react';
import styles from './item-page.module.css';

/** One part of an item's page, with the heading the page's section list links to. */
export interface ItemSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** The list of the page's sections, each a link to its heading, so a long page can be taken in at a glance. */
export function SectionList({ sections }: { sections: ItemSection[] }) {
  return (
    <nav aria-label="On this page" className={styles.sectionList}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sections themselves, each a region named by its heading. */
export function Sections({ sections }: { sections: ItemSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={styles.section}>
          <h2 id={section.id}>{section.title}</h2>
          {section.content}
        </section>
      ))}
    </>
  );
}

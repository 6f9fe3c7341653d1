import type { CatalogueFaqEntry } from '@labshop/shared-contracts/core';
import styles from './item-page.module.css';

/**
 * Questions that open to their answers. Native disclosure elements: the browser gives them the keyboard (Enter and
 * Space toggle), the expanded state and the find-in-page opening, with nothing to manage here.
 */
export function ItemFaq({ questions }: { questions: CatalogueFaqEntry[] }) {
  return (
    <div className={styles.faq}>
      {questions.map((entry) => (
        <details key={entry.question} className={styles.question}>
          <summary>{entry.question}</summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}

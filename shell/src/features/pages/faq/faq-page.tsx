import { useId, useState } from 'react';
import { Accordion } from '@labshop/shared-contracts/web/ui';
import { ContentPage } from '../../../lib/content-page';
import { ShellLink } from '../../../lib/shell-link';
import { FAQ_ENTRIES, searchFaq } from './faq-entries';
import styles from './faq-page.module.css';

function resultsText(count: number, query: string): string {
  if (!query.trim()) return `${count} questions`;
  if (count === 0) return `No questions match “${query.trim()}”`;
  return `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query.trim()}”`;
}

/** Frequently asked questions with a search that filters as the visitor types. */
export default function FaqPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const entries = searchFaq(FAQ_ENTRIES, query);
  return (
    <ContentPage title="Frequently asked questions" lead="Answers about tests, sample collection, results and payment.">
      <div role="search" className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          Search the questions
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p role="status" className={styles.count}>
        {resultsText(entries.length, query)}
      </p>
      {/* Each question is a heading holding its disclosure button, so a screen reader can skim them by heading. */}
      <Accordion
        headingLevel={2}
        items={entries.map((entry) => ({
          id: `${FAQ_ENTRIES.indexOf(entry)}`,
          title: entry.question,
          content: <p>{entry.answer}</p>,
        }))}
      />
      {entries.length === 0 ? (
        <p>
          Cannot find your answer? <ShellLink href="/contact">Write to us</ShellLink>.
        </p>
      ) : null}
    </ContentPage>
  );
}

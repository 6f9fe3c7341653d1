import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  ANALYTE_DICTIONARY,
  knowledgeArticlePath,
  knowledgeEntry,
  knowledgeMatches,
} from '@labshop/shared-contracts/core';
import { NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, Search, SearchField } from '@labshop/shared-contracts/web/ui';
import { KnowledgeArticle } from './knowledge-article';
import styles from './knowledge.module.css';

/**
 * /knowledge and /knowledge/:slug: what each marker the shop's tests measure is, and what a high or low value
 * usually means, in the same words the results use. The dictionary ships with the page, so it needs no API.
 */
export function KnowledgePage() {
  const { slug } = useParams();
  if (slug === undefined) return <KnowledgeIndex />;
  const entry = knowledgeEntry(slug);
  return entry ? <KnowledgeArticle entry={entry} /> : <NotFound />;
}

function KnowledgeIndex() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const found = ANALYTE_DICTIONARY.filter((entry) => knowledgeMatches(entry, query)).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  return (
    <Page>
      <h1>Knowledge</h1>
      <p className={styles.lead}>
        What the markers in our tests measure and what a result usually means, in plain words. Your doctor reads your
        results with you; these pages help you follow.
      </p>
      <form role="search" aria-label="Knowledge" onSubmit={search} className={styles.search}>
        <SearchField
          label="Search the articles"
          submitLabel="Search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {found.length === 0 ? (
        <EmptyState icon={Search} headingLevel={2} title={`No article matches “${query}”`}>
          Try the marker&apos;s short name (TSH, ALT) or a word such as iron or sugar.
        </EmptyState>
      ) : (
        <>
          <p role="status">{query ? `${found.length} articles match “${query}”` : `${found.length} articles`}</p>
          <ul className={styles.list}>
            {found.map((entry) => (
              <li key={knowledgeArticlePath(entry)}>
                <Link to={knowledgeArticlePath(entry)}>{entry.name}</Link>
                <p>{entry.measures}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

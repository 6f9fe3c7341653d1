import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SearchAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery, type ApiQueryResult } from '@labshop/shared-contracts/web';
import { LoadFailed, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { TextField } from '@labshop/shared-contracts/web/ui';
import { useLocationQuery } from '../../lib/chosen-location';
import { NoResults } from './no-results';
import { SearchResults } from './search-results';
import { requestText, searchTextProblem } from './search-text';
import { useDebouncedValue } from './use-debounced-value';
import styles from './search.module.css';

export const SEARCH_DEBOUNCE_MS = 200;
const SEARCH_LIMIT = 20;

/** Keeps the typed text and the address's ?q= in step: typing writes it after a pause, back and forward read it. */
function useSearchText() {
  const [params, setParams] = useSearchParams();
  const addressText = params.get('q') ?? '';
  const [text, setText] = useState(addressText);
  const [seenAddressText, setSeenAddressText] = useState(addressText);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  if (addressText !== seenAddressText) {
    setSeenAddressText(addressText);
    if (addressText !== settled) setText(addressText);
  }

  useEffect(() => {
    if (settled !== text || settled === addressText) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('q', settled);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [settled, text, addressText, setParams]);

  return { text, setText, addressText };
}

function announcement(searched: string, results: ApiQueryResult<SearchAnswer>, problem: string | null): string {
  if (!searched) return '';
  if (results.status === 'loading') return 'Searching…';
  if (results.status === 'error') return problem ?? '';
  const count = results.data.items.length;
  if (count === 0) return `No results for “${searched}”.`;
  return count === 1 ? `1 result for “${searched}”.` : `${count} results for “${searched}”.`;
}

/** /lab-test-list/search: tests and packages by name, synonym or abbreviation, found as the visitor types. */
export function SearchPage() {
  const { text, setText, addressText } = useSearchText();
  const location = useLocationQuery();
  const currency = useCurrency();
  const searched = addressText.trim();
  const results = useApiQuery(searched ? 'catalogue/search' : null, {
    query: { q: requestText(searched), limit: SEARCH_LIMIT, ...location },
    answer: SearchAnswer,
  });
  const problem = results.status === 'error' ? searchTextProblem(results.error) : null;

  return (
    <Page>
      <h1>Search tests</h1>
      <form role="search" aria-label="Catalogue" className={styles.box} onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Search tests and packages"
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          hint="A name, an abbreviation or what it checks: vit d, tsh, b12, cholesterol."
          error={problem}
        />
      </form>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.announcement}>
        {announcement(searched, results, problem)}
      </p>
      <section aria-label="Search results" aria-busy={Boolean(searched) && results.status === 'loading'}>
        {!searched ? <p>Type above to search the whole catalogue.</p> : null}
        {results.status === 'error' && problem === null ? (
          <LoadFailed message="The search could not be done." onRetry={results.retry} />
        ) : null}
        {searched && results.status === 'success' && results.data.items.length === 0 ? <NoResults /> : null}
        {searched && results.status === 'success' && results.data.items.length > 0 ? (
          <SearchResults items={results.data.items} currency={currency} />
        ) : null}
      </section>
    </Page>
  );
}

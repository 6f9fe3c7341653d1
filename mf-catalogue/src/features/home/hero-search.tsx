import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchField } from '@labshop/shared-contracts/web/ui';
import { searchPath } from './paths';
import styles from './hero.module.css';

/** The storefront's search: a query that continues on the search page. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The remote's BrowserRouter navigates at once; navigate's promise form belongs to data routers.
    void navigate(searchPath(text));
  };
  return (
    <form role="search" aria-label="Search the tests" className={styles.search} onSubmit={submit}>
      <SearchField
        label="Test name or abbreviation"
        size="lg"
        submitLabel="Search"
        autoComplete="off"
        value={text}
        hint="For example vitamin D, TSH or cholesterol."
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}

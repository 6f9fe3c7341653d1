import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { searchPath } from './paths';
import styles from './home.module.css';

/** The storefront's opening: what the shop is and a search that continues on the search page. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The remote's BrowserRouter navigates at once; navigate's promise form belongs to data routers.
    void navigate(searchPath(text));
  };
  return (
    <section aria-labelledby="home-title" className={styles.hero}>
      <h1 id="home-title">Laboratory tests, at a collection point or at home</h1>
      <p>Find a test, add it to the cart and give your sample where it suits you.</p>
      <form role="search" aria-label="Search the tests" className={styles.heroSearch} onSubmit={submit}>
        <TextField
          label="Test name or abbreviation"
          type="search"
          autoComplete="off"
          value={text}
          hint="For example vitamin D, TSH or cholesterol."
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
    </section>
  );
}

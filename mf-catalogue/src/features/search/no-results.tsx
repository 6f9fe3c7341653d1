import { Link } from 'react-router-dom';
import { CategoriesAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import styles from './search.module.css';

const SUGGESTED_CATEGORIES = 8;

/** Nothing matched: the biggest categories are offered instead, so the visitor can browse. */
export function NoResults() {
  const categories = useApiQuery('catalogue/categories', { query: { group: 'tests' }, answer: CategoriesAnswer });
  const suggested =
    categories.status === 'success'
      ? [...categories.data].sort((a, b) => b.testCount - a.testCount).slice(0, SUGGESTED_CATEGORIES)
      : [];
  return (
    <div>
      <p>No tests or packages match. Check the spelling, try a shorter word, or browse a category.</p>
      {suggested.length > 0 ? (
        <nav aria-label="Suggested categories">
          <ul className={styles.suggestions}>
            {suggested.map((category) => (
              <li key={category.slug}>
                <Link to={`/lab-test-list/tests/${encodeURIComponent(category.slug)}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link to="/lab-test-list/tests">See all tests</Link>
      </p>
    </div>
  );
}

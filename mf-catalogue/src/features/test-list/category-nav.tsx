import type { Ref } from 'react';
import { NavLink } from 'react-router-dom';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';
import type { Category } from '@labshop/shared-contracts/core';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import type { Listing } from './paths';
import styles from './test-list.module.css';

interface CategoryNavProps {
  listing: Listing;
  categories: ApiQueryResult<Category[]>;
  /** The search part every category link keeps (the sort, webview), without a page. */
  search: string;
  /** Called when a category is chosen, so a drawer holding the navigation can close. */
  onChoose?: () => void;
  /** The slug of the category shown; none for the whole list. */
  current?: string;
  /** Given the link to what is shown now, so a sidebar can bring it into view and a drawer can focus it. */
  currentLinkRef?: Ref<HTMLAnchorElement>;
}

/** The categories of the listing; one with nothing in it is never offered, as it would lead to an empty page. */
export function CategoryNav({ listing, categories, search, onChoose, current, currentLinkRef }: CategoryNavProps) {
  const listed = categories.status === 'success' ? categories.data.filter((category) => category.testCount > 0) : [];
  return (
    <nav aria-label={listing.navLabel} className={styles.categories} aria-busy={categories.status === 'loading'}>
      {categories.status === 'loading' ? <Loading label="Loading categories…" /> : null}
      {categories.status === 'error' ? (
        <LoadFailed message="The categories could not be loaded." onRetry={categories.retry} />
      ) : null}
      {categories.status === 'success' ? (
        <ul>
          <li>
            <NavLink
              to={{ pathname: listing.path, search }}
              end
              onClick={onChoose}
              ref={current ? undefined : currentLinkRef}
            >
              All {listing.many}
            </NavLink>
          </li>
          {listed.map((category) => (
            <li key={category.slug}>
              <NavLink
                to={{ pathname: `${listing.path}/${encodeURIComponent(category.slug)}`, search }}
                end
                onClick={onChoose}
                ref={category.slug === current ? currentLinkRef : undefined}
              >
                {category.name} <span className={styles.count}>({category.testCount})</span>
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

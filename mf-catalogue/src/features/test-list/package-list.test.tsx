import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, requestedUrls, renderAt } from '@labshop/shared-contracts/testing';
import { PACKAGE_CATEGORY_LISTING, PACKAGE_LISTING, type Listing } from './paths';
import { createCategory, createFacets, createTestListAnswer, createTestSummary } from './testing/test-factories';
import { TestListPage } from './test-list-page';

function showPackages(path: string, route: string, listing: Listing) {
  const api = mockApi({
    'GET /api/catalogue/tests': {
      body: createTestListAnswer({
        items: [
          createTestSummary({ name: 'Thyroid panel', slug: 'thyroid-panel', kind: 'package' }),
          createTestSummary({ name: 'Women 40+ basic', slug: 'women-40-basic', kind: 'screening' }),
        ],
      }),
    },
    'GET /api/catalogue/categories': { body: [createCategory({ slug: 'hormones', name: 'Hormones', testCount: 7 })] },
    'GET /api/catalogue/facets': { body: createFacets() },
  });
  renderAt(
    path,
    <Routes>
      <Route path={route} element={<TestListPage listing={listing} />} />
    </Routes>,
  );
  return api;
}

describe('the package lists', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('lists only packages, linking each to its package page', async () => {
    const api = showPackages('/lab-test-list/packages', '/lab-test-list/packages/:categorySlug?', PACKAGE_LISTING);

    expect(await screen.findByRole('link', { name: 'Thyroid panel' })).toHaveAttribute(
      'href',
      '/package/thyroid-panel',
    );
    expect(screen.getByRole('link', { name: 'Women 40+ basic' })).toHaveAttribute(
      'href',
      '/package/screening/women-40-basic',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    expect(screen.getByText('2 packages')).toBeInTheDocument();
    expect(requestedUrls(api, '/api/catalogue/tests')[0]?.searchParams.get('group')).toBe('packages');
    expect(requestedUrls(api, '/api/catalogue/categories')[0]?.searchParams.get('group')).toBe('packages');
    const nav = screen.getByRole('navigation', { name: 'Package categories' });
    expect(await within(nav).findByRole('link', { name: 'Hormones (7)' })).toHaveAttribute(
      'href',
      '/lab-test-list/packages/hormones',
    );
    expect(within(nav).getByRole('link', { name: 'All packages' })).toHaveAttribute('href', '/lab-test-list/packages');
  });

  it('serves a category of packages under /packages/category as well', async () => {
    const api = showPackages('/packages/category/hormones', '/packages/category/:slug?', PACKAGE_CATEGORY_LISTING);
    const nav = screen.getByRole('navigation', { name: 'Package categories' });
    expect(await within(nav).findByRole('link', { name: 'Hormones (7)' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Hormones (7)' })).toHaveAttribute(
      'href',
      '/packages/category/hormones',
    );
    expect(requestedUrls(api, '/api/catalogue/tests')[0]?.searchParams.get('category')).toBe('hormones');
  });
});

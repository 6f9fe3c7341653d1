import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, requestedUrls, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createSearchAnswer, createSummary } from '../../lib/testing/detail-factories';
import { SearchPage } from './search-page';

const CATEGORIES = [
  { slug: 'thyroid', name: 'Thyroid', testCount: 12 },
  { slug: 'vitamins', name: 'Vitamins', testCount: 30 },
];

function showSearch(path: string, search: ApiHandler) {
  const api = mockApi({ 'GET /api/catalogue/search': search, 'GET /api/catalogue/categories': { body: CATEGORIES } });
  renderAt(
    path,
    <Routes>
      <Route path="/lab-test-list/search" element={<SearchPage />} />
    </Routes>,
  );
  return api;
}

function searchBox() {
  return within(screen.getByRole('search', { name: 'Catalogue' })).getByRole('searchbox', {
    name: 'Search tests and packages',
  });
}

const THYROID_ANSWER = createSearchAnswer({
  query: 'tsh',
  items: [
    createSummary({ slug: 'tsh', name: 'TSH', priceMinor: 1500 }),
    createSummary({ slug: 'thyroid-panel', name: 'Thyroid panel', kind: 'package', priceMinor: 3900 }),
  ],
});

describe('the search page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('invites the visitor to type before asking anything', () => {
    const api = showSearch('/lab-test-list/search', { body: createSearchAnswer() });
    expect(searchBox()).toHaveValue('');
    expect(screen.getByText('Type above to search the whole catalogue.')).toBeInTheDocument();
    expect(requestedUrls(api, '/api/catalogue/search')).toHaveLength(0);
  });

  it('searches once the visitor pauses, keeps the text in the address and links each result', async () => {
    const api = showSearch('/lab-test-list/search', { body: THYROID_ANSWER });

    await userEvent.type(searchBox(), 'tsh');

    expect(await screen.findByRole('link', { name: 'TSH' })).toHaveAttribute('href', '/lab-test/tsh');
    expect(screen.getByRole('link', { name: 'Thyroid panel' })).toHaveAttribute('href', '/package/thyroid-panel');
    expect(screen.getByText('£39')).toBeInTheDocument();
    expect(currentLocation()).toBe('/lab-test-list/search?q=tsh');
    expect(requestedUrls(api, '/api/catalogue/search').map((url) => url.searchParams.get('q'))).toEqual(['tsh']);
  });

  it('lists the packages among the tests in the order they were ranked, each named as what it is', async () => {
    showSearch('/lab-test-list/search?q=tsh', {
      body: createSearchAnswer({
        query: 'tsh',
        items: [
          createSummary({ slug: 'tsh', name: 'TSH' }),
          createSummary({ slug: 'thyroid-check', name: 'Thyroid check', kind: 'package' }),
          createSummary({ slug: 'women-40', name: "Women's prevention 40+", kind: 'screening' }),
        ],
      }),
    });
    const results = await screen.findAllByRole('listitem');

    expect(results.map((result) => within(result).getByRole('link').textContent)).toEqual([
      'TSH',
      'Thyroid check',
      "Women's prevention 40+",
    ]);
    expect(within(results[1] as HTMLElement).getByText('Package')).toBeInTheDocument();
    expect(within(results[2] as HTMLElement).getByText('Screening package')).toBeInTheDocument();
  });

  it('announces how many results were found', async () => {
    showSearch('/lab-test-list/search?q=tsh', { body: THYROID_ANSWER });
    const announcement = screen.getByText('Searching…');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('2 results for “tsh”.')).toBe(announcement);
  });

  it('starts from the text in the address', async () => {
    const api = showSearch('/lab-test-list/search?q=vit%20d', {
      body: createSearchAnswer({ items: [createSummary({ slug: 'vitamin-d', name: 'Vitamin D' })] }),
    });
    expect(searchBox()).toHaveValue('vit d');
    expect(await screen.findByRole('link', { name: 'Vitamin D' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/catalogue/search')[0]?.searchParams.get('q')).toBe('vit d');
  });

  it('suggests categories when nothing matches', async () => {
    showSearch('/lab-test-list/search?q=zzzz', { body: createSearchAnswer({ query: 'zzzz' }) });
    expect(await screen.findByText('No results for “zzzz”.')).toBeInTheDocument();
    const suggestions = await screen.findByRole('navigation', { name: 'Suggested categories' });
    const links = within(suggestions).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Vitamins', 'Thyroid']);
    expect(links[0]).toHaveAttribute('href', '/lab-test-list/tests/vitamins');
  });

  it('shows the field message when the API refuses a text that is too long', async () => {
    const api = showSearch('/lab-test-list/search', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { q: ['must be at most 200 characters'] } },
    });

    await userEvent.click(searchBox());
    await userEvent.paste('<script>alert(1)</script>'.repeat(400));

    expect(await screen.findAllByText('The search text must be at most 200 characters.')).not.toHaveLength(0);
    expect(searchBox()).toHaveAttribute('aria-invalid', 'true');
    const sent = requestedUrls(api, '/api/catalogue/search')[0]?.searchParams.get('q') ?? '';
    expect(sent).toHaveLength(201);
  });

  it('empties the results and the address when the text is cleared', async () => {
    showSearch('/lab-test-list/search?q=tsh', { body: THYROID_ANSWER });
    await screen.findByRole('link', { name: 'TSH' });

    await userEvent.clear(searchBox());

    expect(await screen.findByText('Type above to search the whole catalogue.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'TSH' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/lab-test-list/search');
  });

  it('reports a failure and searches again on retry', async () => {
    let calls = 0;
    showSearch('/lab-test-list/search?q=b12', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createSearchAnswer({ items: [createSummary({ name: 'Vitamin B12' })] }) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search could not be done.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Vitamin B12' })).toBeInTheDocument();
  });
});

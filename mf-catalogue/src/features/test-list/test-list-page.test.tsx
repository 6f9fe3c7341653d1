import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  requestedUrls,
  type ApiHandler,
  renderAt,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { showAtWindowWidth } from '../../lib/testing/window-width';
import { createCategory, createFacets, createTestListAnswer, createTestSummary } from './testing/test-factories';
import { TestListPage } from './test-list-page';

const CATEGORIES = [
  createCategory({ slug: 'thyroid', name: 'Thyroid' }),
  createCategory({ slug: 'liver', name: 'Liver' }),
];

function showList(path: string, tests: ApiHandler, categories: ApiHandler = { body: CATEGORIES }) {
  const api = mockApi({
    'GET /api/catalogue/tests': tests,
    'GET /api/catalogue/categories': categories,
    'GET /api/catalogue/facets': { body: createFacets() },
  });
  renderAt(
    path,
    <Routes>
      <Route path="/lab-test-list/tests/:categorySlug?" element={<TestListPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

function results() {
  return screen.getByRole('region', { name: 'Tests found' });
}

describe('the test list', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('says it is loading, then lists the tests with their prices and facts', async () => {
    showList('/lab-test-list/tests', {
      body: createTestListAnswer({
        items: [
          createTestSummary({
            name: 'Vitamin D',
            priceMinor: 2500,
            lowestPrice30dMinor: 2999,
            sampleType: 'Blood',
            requiresFasting: true,
          }),
          createTestSummary({ name: 'TSH', priceMinor: 1250, lowestPrice30dMinor: null }),
          // The price rose: there is no reduction for the lowest price to stand beside.
          createTestSummary({ name: 'Ferritin', priceMinor: 3900, lowestPrice30dMinor: 3100 }),
          createTestSummary({ name: 'Thyroid package', kind: 'package' }),
        ],
      }),
    });
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(within(results()).getByRole('status')).toHaveTextContent('Loading tests…');

    const vitaminD = await screen.findByRole('article', { name: 'Vitamin D' });
    expect(results()).toHaveAttribute('aria-busy', 'false');
    expect(within(vitaminD).getByText('Reduced price')).toBeInTheDocument();
    expect(within(vitaminD).getByText('£25')).toBeInTheDocument();
    expect(within(vitaminD).getByText('Lowest price in the last 30 days: £29.99')).toBeInTheDocument();
    const ferritin = screen.getByRole('article', { name: 'Ferritin' });
    expect(within(ferritin).queryByText(/Lowest price|Reduced price/)).not.toBeInTheDocument();
    expect(within(vitaminD).getByText('Blood')).toBeInTheDocument();
    expect(within(vitaminD).getByText('Required')).toBeInTheDocument();
    const tsh = screen.getByRole('article', { name: 'TSH' });
    expect(within(tsh).getByText('£12.50')).toBeInTheDocument();
    expect(within(tsh).queryByText(/Lowest price/)).not.toBeInTheDocument();
    expect(within(tsh).queryByText('Package')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Thyroid package' })).getByText('Package')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tests' })).toBeInTheDocument();
  });

  it('shows prices in the configured currency', async () => {
    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, currency: 'EUR' });
    showList('/lab-test-list/tests', {
      body: createTestListAnswer({ items: [createTestSummary({ priceMinor: 900 })] }),
    });
    expect(await screen.findByText('€9')).toBeInTheDocument();
  });

  it('links the categories and marks the current one, asking the API for that category', async () => {
    const api = showList('/lab-test-list/tests/thyroid', {
      body: createTestListAnswer({ category: createCategory({ slug: 'thyroid', name: 'Thyroid' }) }),
    });
    const nav = await screen.findByRole('navigation', { name: 'Test categories' });
    expect(await within(nav).findByRole('link', { name: 'Thyroid (4)' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Liver (4)' })).toHaveAttribute('href', '/lab-test-list/tests/liver');
    expect(within(nav).getByRole('link', { name: 'All tests' })).toHaveAttribute('href', '/lab-test-list/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thyroid' })).toBeInTheDocument();
    const asked = requestedUrls(api, '/api/catalogue/tests')[0];
    expect(asked?.searchParams.get('category')).toBe('thyroid');
  });

  it("heads a category with its family's picture through the image proxy, its place kept", async () => {
    showList('/lab-test-list/tests/thyroid', {
      body: createTestListAnswer({ category: createCategory({ slug: 'thyroid', name: 'Thyroid' }) }),
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Thyroid' });
    const picture = title.parentElement?.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('src', '/_ipx/f_webp&fit_cover&s_320x200&q_80/art/categories/hormones.svg');
    expect(picture).toHaveAttribute('width', '160');
    expect(picture).toHaveAttribute('height', '100');
    expect(picture).toHaveAttribute('loading', 'eager');
  });

  it('draws nothing above the list of every test', async () => {
    showList('/lab-test-list/tests', { body: createTestListAnswer() });
    const title = await screen.findByRole('heading', { level: 1, name: 'Tests' });
    expect(title.parentElement?.querySelector('svg, img')).toBeNull();
  });

  it('offers no category with nothing in it', async () => {
    showList(
      '/lab-test-list/tests',
      { body: createTestListAnswer() },
      {
        body: [...CATEGORIES, createCategory({ slug: 'sport-and-fitness', name: 'Sport and fitness', testCount: 0 })],
      },
    );
    const nav = await screen.findByRole('navigation', { name: 'Test categories' });
    expect(await within(nav).findByRole('link', { name: 'Liver (4)' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Sport and fitness/ })).not.toBeInTheDocument();
  });

  it('keeps the sort in the address and asks the API again when it changes', async () => {
    const api = showList('/lab-test-list/tests?page=2', { body: createTestListAnswer({ total: 30, page: 2 }) });
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');

    expect(currentLocation()).toBe('/lab-test-list/tests?sort=price-asc');
    await screen.findAllByRole('article');
    const asked = requestedUrls(api, '/api/catalogue/tests').at(-1);
    expect(asked?.searchParams.get('sort')).toBe('price-asc');
    expect(asked?.searchParams.get('page')).toBe('1');
  });

  it('pages through the list, keeping the sort', async () => {
    const api = showList('/lab-test-list/tests?sort=name', (url) => ({
      body: createTestListAnswer({ total: 30, perPage: 12, page: Number(url.searchParams.get('page')) }),
    }));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(3);

    await userEvent.click(within(pages).getByRole('link', { name: 'Next page' }));

    expect(currentLocation()).toBe('/lab-test-list/tests?sort=name&page=2');
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(requestedUrls(api, '/api/catalogue/tests').at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('keeps the page links few on a long list, saying which page of how many it is', async () => {
    showList('/lab-test-list/tests?sort=name&page=89', (url) => ({
      body: createTestListAnswer({ total: 3560, perPage: 20, page: Number(url.searchParams.get('page')) }),
    }));
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 89 of 178')).toBeInTheDocument();
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous page', '1', '88', '89', '90', '178', 'Next page']);
    expect(within(pages).getByRole('link', { name: 'Page 89' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/lab-test-list/tests?sort=name',
    );
    expect(within(pages).getByRole('link', { name: 'Page 178' })).toHaveAttribute(
      'href',
      '/lab-test-list/tests?sort=name&page=178',
    );

    await userEvent.click(within(pages).getByRole('link', { name: 'Page 178' }));

    expect(currentLocation()).toBe('/lab-test-list/tests?sort=name&page=178');
    expect(await screen.findByText('Page 178 of 178')).toBeInTheDocument();
  });

  it('asks the cart for a test and tells the visitor it did', async () => {
    showList('/lab-test-list/tests', {
      body: createTestListAnswer({ items: [createTestSummary({ id: 'vit-d', name: 'Vitamin D', priceMinor: 2500 })] }),
    });
    const requested: EventPayload<'cart:item-requested'>[] = [];
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));

    const card = await screen.findByRole('article', { name: 'Vitamin D' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));

    expect(requested).toEqual([
      { serviceId: 'vit-d', name: 'Vitamin D', priceMinor: 2500, kind: 'test', attributes: createItemAttributes() },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Added to cart' })]);
  });

  it('says so when a category has no tests', async () => {
    showList('/lab-test-list/tests/liver', { body: createTestListAnswer({ items: [], total: 0 }) });
    expect(await screen.findByText(/There are no tests here yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all tests' })).toHaveAttribute('href', '/lab-test-list/tests');
  });

  it('offers the first page when the page asked for is past the end', async () => {
    showList('/lab-test-list/tests?page=9', { body: createTestListAnswer({ items: [], total: 3, page: 9 }) });
    expect(await screen.findByRole('link', { name: 'Go to the first page' })).toHaveAttribute(
      'href',
      '/lab-test-list/tests',
    );
  });

  it('reports a failure and loads again on retry', async () => {
    let calls = 0;
    showList('/lab-test-list/tests', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createTestListAnswer({ items: [createTestSummary({ name: 'Ferritin' })] }) };
    });
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent('The tests could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Ferritin' })).toBeInTheDocument();
  });

  it('still lists the tests when the categories fail, and offers to load them again', async () => {
    showList(
      '/lab-test-list/tests',
      { body: createTestListAnswer() },
      { status: 500, body: { message: 'Unexpected error occurred' } },
    );
    const nav = screen.getByRole('navigation', { name: 'Test categories' });
    expect(await within(nav).findByRole('alert')).toHaveTextContent('The categories could not be loaded.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('sends an unknown category to the 404 page', async () => {
    showList('/lab-test-list/tests/no-such-category', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });

  describe('on a phone', () => {
    let restoreWidth: () => void;
    beforeEach(() => {
      restoreWidth = showAtWindowWidth(390);
    });
    afterEach(() => restoreWidth());

    it('puts the categories behind one button, so the tests come first', async () => {
      showList('/lab-test-list/tests', { body: createTestListAnswer() });
      expect(await screen.findAllByRole('article')).toHaveLength(2);
      expect(screen.queryByRole('navigation', { name: 'Test categories' })).not.toBeInTheDocument();
      expect(within(results()).getByRole('button', { name: 'Categories and filters' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });

    it('opens the categories in a drawer, and closes it on the chosen category', async () => {
      const api = showList('/lab-test-list/tests?sort=price-asc', { body: createTestListAnswer() });
      await screen.findAllByRole('article');
      const opener = screen.getByRole('button', { name: 'Categories and filters' });
      await userEvent.click(opener);

      const drawer = screen.getByRole('dialog', { name: 'Categories and filters' });
      expect(drawer).toHaveAttribute('aria-modal', 'true');
      const nav = within(drawer).getByRole('navigation', { name: 'Test categories' });
      expect(within(nav).getByRole('link', { name: 'All tests' })).toHaveFocus();
      await userEvent.click(within(nav).getByRole('link', { name: 'Liver (4)' }));

      expect(currentLocation()).toBe('/lab-test-list/tests/liver?sort=price-asc');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      await screen.findAllByRole('article');
      expect(requestedUrls(api, '/api/catalogue/tests').at(-1)?.searchParams.get('category')).toBe('liver');
    });

    it('opens the drawer on the category shown, within reach of the keyboard', async () => {
      showList('/lab-test-list/tests/liver', { body: createTestListAnswer() });
      await screen.findAllByRole('article');
      await userEvent.click(screen.getByRole('button', { name: 'Categories and filters' }));
      const drawer = screen.getByRole('dialog', { name: 'Categories and filters' });
      const liver = within(drawer).getByRole('link', { name: 'Liver (4)' });
      expect(liver).toHaveAttribute('aria-current', 'page');
      expect(liver).toHaveFocus();
    });

    it('closes the drawer on Escape, giving focus back to its button', async () => {
      showList('/lab-test-list/tests', { body: createTestListAnswer() });
      await screen.findAllByRole('article');
      const opener = screen.getByRole('button', { name: 'Categories and filters' });
      await userEvent.click(opener);
      expect(opener).toHaveAttribute('aria-expanded', 'true');

      await userEvent.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
      expect(currentLocation()).toBe('/lab-test-list/tests');
    });
  });

  it('shows the categories beside the results on a wide screen, with no drawer', async () => {
    const restoreWidth = showAtWindowWidth(1366);
    try {
      showList('/lab-test-list/tests', { body: createTestListAnswer() });
      const nav = screen.getByRole('navigation', { name: 'Test categories' });
      expect(await within(nav).findByRole('link', { name: 'Thyroid (4)' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Categories and filters' })).not.toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { showAtWindowWidth } from '../../lib/testing/window-width';
import { createCategory, createFacets, createTestListAnswer, createTestSummary } from './testing/test-factories';
import { TestListPage } from './test-list-page';

/** The list answers three tests whatever is asked, or none when `empty` says the filters leave nothing. */
function showList(path: string, { empty = false } = {}) {
  const api = mockApi({
    'GET /api/catalogue/tests': () => ({
      body: empty
        ? createTestListAnswer({ items: [], total: 0 })
        : createTestListAnswer({ items: [createTestSummary(), createTestSummary(), createTestSummary()], total: 3 }),
    }),
    'GET /api/catalogue/categories': { body: [createCategory({ slug: 'thyroid', name: 'Thyroid' })] },
    'GET /api/catalogue/facets': { body: createFacets() },
  });
  renderAt(
    path,
    <Routes>
      <Route path="/lab-test-list/tests/:categorySlug?" element={<TestListPage />} />
    </Routes>,
  );
  return api;
}

const lastListQuery = (api: ReturnType<typeof mockApi>) => requestedUrls(api, '/api/catalogue/tests').at(-1);
const filters = () => screen.getByRole('region', { name: 'Filters' });
const inUse = () => screen.queryByRole('list', { name: 'Filters in use' });

describe('filtering the test list', () => {
  let restoreWidth: () => void;
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    restoreWidth = showAtWindowWidth(1366);
  });
  afterEach(() => restoreWidth());

  it('offers the sample types, fasting and turnarounds of the category, counted, under the categories', async () => {
    const api = showList('/lab-test-list/tests/thyroid');
    const sample = await within(filters()).findByRole('group', { name: 'Sample type' });

    expect(within(sample).getByRole('checkbox', { name: 'Blood (180)' })).not.toBeChecked();
    expect(within(sample).getByRole('checkbox', { name: 'Urine (7)' })).toBeInTheDocument();
    expect(within(filters()).getByRole('checkbox', { name: 'No fasting needed (170)' })).toBeInTheDocument();
    const turnaround = within(filters()).getByRole('group', { name: 'Results within' });
    expect(
      within(turnaround)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Any time', '1 day (71)', '3 days (165)']);
    expect(within(turnaround).getByRole('radio', { name: 'Any time' })).toBeChecked();
    const facetsAsked = requestedUrls(api, '/api/catalogue/facets')[0];
    expect(facetsAsked?.searchParams.get('category')).toBe('thyroid');
    expect(facetsAsked?.searchParams.get('group')).toBe('tests');
  });

  it('filters by sample type from the first page, keeping the sort, and shows the filter as a chip', async () => {
    const api = showList('/lab-test-list/tests?sort=name&page=3');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Urine (7)' }));

    expect(currentLocation()).toBe('/lab-test-list/tests?sort=name&sample=urine');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Blood (180)' }));
    // The sample types keep the order the list offers them in, so one choice has one address however it was ticked.
    expect(currentLocation()).toBe('/lab-test-list/tests?sort=name&sample=blood,urine');
    expect(await screen.findByText('3 tests')).toBeInTheDocument();
    const asked = lastListQuery(api);
    expect(asked?.searchParams.get('sample')).toBe('blood,urine');
    expect(asked?.searchParams.get('page')).toBe('1');
    expect(asked?.searchParams.get('sort')).toBe('name');
    expect(
      within(inUse() ?? document.body)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Blood sample', 'Urine sample']);
  });

  it('filters to tests needing no fasting and to results within some days', async () => {
    const api = showList('/lab-test-list/tests');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'No fasting needed (170)' }));
    await userEvent.click(screen.getByRole('radio', { name: '3 days (165)' }));

    expect(currentLocation()).toBe('/lab-test-list/tests?noFasting=true&turnaroundDays=3');
    await screen.findByText('3 tests');
    expect(lastListQuery(api)?.searchParams.get('noFasting')).toBe('true');
    expect(lastListQuery(api)?.searchParams.get('turnaroundDays')).toBe('3');

    await userEvent.click(screen.getByRole('radio', { name: 'Any time' }));
    expect(currentLocation()).toBe('/lab-test-list/tests?noFasting=true');
  });

  it('applies the price range when a field is left or Enter is pressed, not on every keystroke', async () => {
    const api = showList('/lab-test-list/tests?page=2');
    const from = await screen.findByRole('textbox', { name: 'From (£)' });
    await userEvent.type(from, '10');

    expect(currentLocation()).toBe('/lab-test-list/tests?page=2');
    await userEvent.tab();
    expect(currentLocation()).toBe('/lab-test-list/tests?priceMin=10');

    await userEvent.type(screen.getByRole('textbox', { name: 'To (£)' }), '45{Enter}');
    expect(currentLocation()).toBe('/lab-test-list/tests?priceMin=10&priceMax=45');
    await screen.findByText('3 tests');
    expect(lastListQuery(api)?.searchParams.get('priceMin')).toBe('10');
    expect(lastListQuery(api)?.searchParams.get('priceMax')).toBe('45');
    expect(within(inUse() ?? document.body).getByRole('button', { name: 'Remove filter: £10 to £45' })).toBeVisible();
  });

  it('says what is wrong with a price range instead of applying it', async () => {
    showList('/lab-test-list/tests?priceMin=50');
    const to = await screen.findByRole('textbox', { name: 'To (£)' });
    expect(screen.getByRole('textbox', { name: 'From (£)' })).toHaveValue('50');

    await userEvent.type(to, '20{Enter}');
    expect(to).toHaveAccessibleDescription('Enter an amount no lower than the lowest price');
    expect(to).toBeInvalid();

    await userEvent.clear(to);
    await userEvent.type(to, '2.5{Enter}');
    expect(to).toHaveAccessibleDescription('Enter a whole amount, such as 80');
    expect(currentLocation()).toBe('/lab-test-list/tests?priceMin=50');
  });

  it('reads the filters from the address, so a reload or a shared link shows the same list', async () => {
    const api = showList('/lab-test-list/tests?priceMax=30&sample=urine&noFasting=true&turnaroundDays=1');

    expect(await screen.findByRole('checkbox', { name: 'Urine (7)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'No fasting needed (170)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1 day (71)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'To (£)' })).toHaveValue('30');
    const asked = lastListQuery(api);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      priceMax: '30',
      sample: 'urine',
      noFasting: 'true',
      turnaroundDays: '1',
    });
  });

  it('removes one filter with its chip, and every filter with "Clear filters"', async () => {
    showList('/lab-test-list/tests?sort=price-asc&priceMin=10&sample=urine&noFasting=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: Urine sample' }));

    expect(currentLocation()).toBe('/lab-test-list/tests?sort=price-asc&priceMin=10&noFasting=true');
    expect(screen.getByRole('checkbox', { name: 'Urine (7)' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentLocation()).toBe('/lab-test-list/tests?sort=price-asc');
    expect(inUse()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From (£)' })).toHaveValue('');
  });

  it('offers to clear the filters when they leave nothing', async () => {
    showList('/lab-test-list/tests/thyroid?turnaroundDays=1&priceMax=5', { empty: true });

    expect(await screen.findByRole('heading', { name: 'No tests match these filters' })).toBeInTheDocument();
    expect(screen.getByText('0 tests')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Tests found' });
    await userEvent.click(within(results).getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);

    expect(currentLocation()).toBe('/lab-test-list/tests/thyroid');
  });

  describe('on a phone', () => {
    beforeEach(() => {
      restoreWidth();
      restoreWidth = showAtWindowWidth(390);
    });

    it('filters in the drawer, which stays open until its button shows the results', async () => {
      const api = showList('/lab-test-list/tests');
      await screen.findByText('3 tests');
      await userEvent.click(screen.getByRole('button', { name: 'Categories and filters' }));
      const drawer = screen.getByRole('dialog', { name: 'Categories and filters' });

      await userEvent.click(await within(drawer).findByRole('checkbox', { name: 'No fasting needed (170)' }));

      expect(currentLocation()).toBe('/lab-test-list/tests?noFasting=true');
      expect(lastListQuery(api)?.searchParams.get('noFasting')).toBe('true');
      await userEvent.click(await within(drawer).findByRole('button', { name: 'Show 3 tests' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const opener = screen.getByRole('button', { name: 'Categories and filters (1 in use)' });
      expect(opener).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Remove filter: No fasting needed' })).toBeInTheDocument();
    });
  });
});

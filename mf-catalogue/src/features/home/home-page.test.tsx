import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  requestedUrls,
  renderAt,
  type ApiHandler,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { createCity, createCityWithCounts } from '../locations/location-factories';
import { createTestListAnswer, createTestSummary } from '../test-list/testing/test-factories';
import { HomePage } from './home-page';

const FAILURE = { status: 500, body: { message: 'Unexpected error occurred' } };

function catalogue(url: URL): { body: unknown } {
  return url.searchParams.get('group') === 'packages'
    ? { body: createTestListAnswer({ items: [createTestSummary({ name: 'Thyroid package', kind: 'package' })] }) }
    : {
        body: createTestListAnswer({
          items: [
            createTestSummary({ id: 'tsh', name: 'TSH', priceMinor: 1250 }),
            createTestSummary({ name: 'Ferritin' }),
          ],
        }),
      };
}

const NURSING = {
  covid_nursing_service: { price: 3000 },
  nursing_service: { price: 2000 },
  mobile_nursing_service: { price: 4500 },
};

function showHome(overrides: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/catalogue/tests': catalogue,
    'GET /api/services/nursing-services': { body: NURSING },
    'GET /api/get-cities': {
      body: [
        createCity({ name: 'Warszawa', homeService: true }),
        createCity({ name: 'Kraków', homeService: true }),
        createCity({ name: 'Opole', homeService: false }),
      ],
    },
    'GET /api/collection-points/cities': {
      body: [
        createCityWithCounts({ collectionPointCount: 3 }),
        createCityWithCounts({ collectionPointCount: 2 }),
        createCityWithCounts({ collectionPointCount: 0 }),
      ],
    },
    ...overrides,
  });
  renderAt(
    '/',
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
  );
  return api;
}

// Every section loads on its own; a test ends once none is still loading, so no answer lands after it.
async function allLoaded() {
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('the storefront', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  afterEach(allLoaded);

  it('opens with one main heading and the sections under it, in order', async () => {
    showHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Laboratory tests, at a collection point or at home',
    );
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Why Labshop',
      'Popular tests',
      'Test packages',
      'How home visits work',
      'Collection points',
    ]);
    await screen.findByRole('article', { name: 'TSH' });
  });

  it('states the shop facts as the product gives them, with the custom package link', async () => {
    showHome();
    await allLoaded();
    const facts = section('Why Labshop');
    expect(facts).toHaveTextContent('More than 3,500 tests and 68 test categories.');
    expect(facts).toHaveTextContent('Custom packages discounted up to 25% (5-15 tests).');
    expect(within(facts).getByRole('link', { name: 'Build your own package' })).toHaveAttribute(
      'href',
      '/lab-test-list/custom-package',
    );
  });

  it('sends the hero search to the search page with the query', async () => {
    showHome();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Test name or abbreviation' }), ' vit d ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/lab-test-list/search?q=vit+d');
  });

  it('offers the two ways to give a sample, each leading to its page', async () => {
    showHome();
    const choices = within(screen.getByRole('region', { name: 'Laboratory tests, at a collection point or at home' }));
    const ways = within(choices.getByRole('list', { name: 'Two ways to give your sample' }));
    expect(ways.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['At home (nurse visit)', '/locations/in-home-service'],
      ['At a collection point', '/locations'],
    ]);
    await userEvent.click(ways.getByRole('link', { name: 'At a collection point' }));
    expect(currentLocation()).toBe('/locations');
  });

  it('has one main heading and never skips a heading level', async () => {
    showHome();
    await allLoaded();
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    const steps = levels.slice(1).map((level, index) => level - (levels[index] ?? 0));
    expect(steps.every((step) => step <= 1)).toBe(true);
  });

  it('leaves the reviews out while there are none to show', async () => {
    showHome();
    await allLoaded();
    expect(screen.queryByRole('heading', { name: 'What patients say' })).not.toBeInTheDocument();
  });

  it('lists the most popular tests and packages, a handful each, and adds one to the cart', async () => {
    const api = showHome();
    const popular = section('Popular tests');
    expect(within(popular).getByRole('status')).toHaveTextContent('Loading tests…');
    const tsh = await within(popular).findByRole('article', { name: 'TSH' });
    expect(within(tsh).getByText('£12.50')).toBeInTheDocument();
    expect(within(tsh).getByRole('heading', { level: 3 })).toBeInTheDocument();
    // The picks come from many categories, so each card shows its category's drawing, hidden from readers.
    expect(tsh.querySelector('svg[aria-hidden="true"][data-category-theme]')).toHaveAttribute('width', '40');
    expect(await within(section('Test packages')).findByRole('article', { name: 'Thyroid package' })).toBeVisible();
    expect(within(popular).getByRole('link', { name: 'See all tests' })).toHaveAttribute(
      'href',
      '/lab-test-list/tests',
    );

    const asked = requestedUrls(api, '/api/catalogue/tests').map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual(
      expect.arrayContaining([
        { group: 'tests', sort: 'popularity', perPage: '4' },
        { group: 'packages', sort: 'popularity', perPage: '4' },
      ]),
    );

    const requested: EventPayload<'cart:item-requested'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));
    await userEvent.click(within(tsh).getByRole('button', { name: 'Add to cart' }));
    expect(requested).toEqual([
      { serviceId: 'tsh', name: 'TSH', priceMinor: 1250, kind: 'test', attributes: createItemAttributes() },
    ]);
  });

  it('explains home visits with the nurse fee and the cities nurses go to', async () => {
    showHome();
    const visits = section('How home visits work');
    expect(await within(visits).findByText("The nurse's visit costs £45.")).toBeInTheDocument();
    expect(await within(visits).findByText('Nurses visit patients in Warszawa, Kraków.')).toBeInTheDocument();
    expect(within(visits).getByRole('link', { name: 'More about tests at home' })).toHaveAttribute(
      'href',
      '/locations/in-home-service',
    );
  });

  it('counts the collection points and their cities', async () => {
    showHome();
    const points = section('Collection points');
    expect(
      await within(points).findByText('Give your sample at one of 5 collection points in 2 cities.'),
    ).toBeVisible();
    expect(within(points).getByRole('link', { name: 'Find a collection point' })).toHaveAttribute('href', '/locations');
  });

  it('reports a section that failed and loads it again on retry, leaving the others be', async () => {
    let calls = 0;
    showHome({
      'GET /api/collection-points/cities': () => {
        calls += 1;
        return calls === 1 ? FAILURE : { body: [createCityWithCounts({ collectionPointCount: 1 })] };
      },
    });
    const points = section('Collection points');
    const alert = await within(points).findByRole('alert');
    expect(alert).toHaveTextContent('The collection points could not be loaded.');
    expect(await within(section('Popular tests')).findByRole('article', { name: 'TSH' })).toBeVisible();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(points).findByText('Give your sample at one of 1 collection point in 1 city.')).toBeVisible();
  });

  it('says so when there are no packages yet', async () => {
    showHome({
      'GET /api/catalogue/tests': (url) =>
        url.searchParams.get('group') === 'packages'
          ? { body: createTestListAnswer({ items: [], total: 0 }) }
          : catalogue(url),
    });
    expect(await within(section('Test packages')).findByText('There are no packages here yet.')).toBeVisible();
  });
});

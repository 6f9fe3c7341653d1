import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { CollectionPoint } from '@labshop/shared-contracts/core';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createCollectionPoint, WARSAW } from './location-factories';
import { LocationsPage } from './locations-page';

// Google's script lives on the public internet; the loader is replaced so no test reaches for it.
jest.mock('@googlemaps/js-api-loader', () => ({
  Loader: jest.fn(() => ({ importLibrary: jest.fn(() => new Promise(() => undefined)) })),
}));
jest.mock('@googlemaps/markerclusterer', () => ({ MarkerClusterer: jest.fn(), GridAlgorithm: jest.fn() }));

const FLORIANSKA = createCollectionPoint({
  id: 'florianska',
  slug: 'florianska',
  name: 'Floriańska',
  street: 'ul. Floriańska 1',
  postalCode: '31-019',
  latitude: 50.0625,
  longitude: 19.9398,
  openingHours: 'Mon–Fri 7:00–15:00',
  features: { parking: true, childFriendly: true, childMinAge: 3 },
});
const MOKOTOW = createCollectionPoint({
  id: 'mokotow',
  name: 'Mokotów',
  city: WARSAW,
  street: 'ul. Puławska 10',
  postalCode: '02-512',
  features: { disabledAccess: true },
});
const CLOSED = createCollectionPoint({
  id: 'closed',
  name: 'Kazimierz',
  closed: true,
  latitude: null,
  longitude: null,
});

/** A fake of the list endpoint that filters like the API, so the page's results follow what was asked. */
function listEndpoint(points: CollectionPoint[]): ApiHandler {
  return (url) => {
    const town = url.searchParams.get('town')?.toLowerCase();
    const postCode = url.searchParams.get('postCode')?.replace('-', '');
    const features = url.searchParams.getAll('features[]') as (keyof CollectionPoint['features'])[];
    const items = points.filter(
      (point) =>
        (!town || point.city.name.toLowerCase().includes(town) || point.street.toLowerCase().includes(town)) &&
        (!postCode || point.postalCode.replace('-', '').startsWith(postCode)) &&
        features.every((feature) => point.features[feature] === true),
    );
    return { body: { items, total: items.length } };
  };
}

function showLocations(routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ 'GET /api/collection-points': listEndpoint([FLORIANSKA, MOKOTOW, CLOSED]), ...routes });
  renderAt(
    '/locations',
    <Routes>
      <Route path="/locations" element={<LocationsPage />} />
    </Routes>,
  );
  return api;
}

function pointNames() {
  return screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
}

function lastListRequest(api: ReturnType<typeof mockApi>) {
  return requestedUrls(api, '/api/collection-points').at(-1);
}

describe('the collection points page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: null, token: null });
  });

  it('lists every point with its address, opening hours, features and closed flag in words', async () => {
    showLocations();
    const florianska = await screen.findByRole('article', { name: 'Floriańska' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('3 collection points');
    expect(
      screen.getByText('All tests are taken in Poland: at our collection points or by a nurse at home.'),
    ).toBeInTheDocument();
    expect(within(florianska).getByText('ul. Floriańska 1, 31-019 Kraków')).toBeInTheDocument();
    expect(within(florianska).getByText('Mon–Fri 7:00–15:00')).toBeInTheDocument();
    expect(within(florianska).getByRole('list', { name: 'Features' })).toHaveTextContent(
      'Child-friendly (from age 3)Parking',
    );
    expect(within(florianska).queryByText('Temporarily closed')).not.toBeInTheDocument();
    const closed = screen.getByRole('article', { name: 'Kazimierz' });
    expect(within(closed).getByText('Temporarily closed')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Choose this point: Kazimierz' })).not.toBeInTheDocument();
  });

  it('finds points by town as the visitor types', async () => {
    const api = showLocations();
    await screen.findByRole('article', { name: 'Mokotów' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Town or post code' }), 'warsz');

    expect(await screen.findByText('1 collection point')).toBeInTheDocument();
    expect(pointNames()).toEqual(['Mokotów']);
    expect(lastListRequest(api)?.searchParams.get('town')).toBe('warsz');
    expect(lastListRequest(api)?.searchParams.has('postCode')).toBe(false);
  });

  it('finds points by the start of a post code', async () => {
    const api = showLocations();
    await screen.findByRole('article', { name: 'Mokotów' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Town or post code' }), '31-0');

    expect(await screen.findByText('1 collection point')).toBeInTheDocument();
    expect(pointNames()).toEqual(['Floriańska']);
    expect(lastListRequest(api)?.searchParams.get('postCode')).toBe('31-0');
    expect(lastListRequest(api)?.searchParams.has('town')).toBe(false);
  });

  it('says when the search is not a post code, without asking the API', async () => {
    const api = showLocations();
    await screen.findByRole('article', { name: 'Mokotów' });
    const asked = requestedUrls(api, '/api/collection-points').length;

    await userEvent.type(screen.getByRole('searchbox', { name: 'Town or post code' }), '31-0199');

    expect(screen.getByRole('searchbox', { name: 'Town or post code' })).toHaveAccessibleDescription(
      expect.stringContaining('This is not the start of a post code.'),
    );
    expect(requestedUrls(api, '/api/collection-points').length).toBe(asked + 6);
    expect(lastListRequest(api)?.searchParams.get('postCode')).toBe('31-019');
  });

  it('filters by every feature ticked, and by the age of a child', async () => {
    const api = showLocations();
    await screen.findByRole('article', { name: 'Mokotów' });
    const features = screen.getByRole('group', { name: 'Features' });
    expect(
      within(features)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual([
      'Child-friendly',
      '40+ prevention',
      'COVID test (NFZ)',
      'COVID test (private)',
      'Gynecology',
      'Sport tests',
      'Swabs',
      'Parking',
      'Disabled access',
      'Open on Sunday',
      'Open on Saturday',
      'Next to a lab',
    ]);

    await userEvent.click(within(features).getByRole('checkbox', { name: 'Disabled access' }));
    expect(await screen.findByText('1 collection point')).toBeInTheDocument();
    expect(pointNames()).toEqual(['Mokotów']);

    await userEvent.click(within(features).getByRole('checkbox', { name: 'Disabled access' }));
    await userEvent.click(within(features).getByRole('checkbox', { name: 'Child-friendly' }));
    await userEvent.type(within(features).getByRole('spinbutton', { name: "Child's age" }), '4');

    expect(await screen.findByText('1 collection point')).toBeInTheDocument();
    expect(pointNames()).toEqual(['Floriańska']);
    expect(lastListRequest(api)?.searchParams.getAll('features[]')).toEqual(['childFriendly']);
    expect(lastListRequest(api)?.searchParams.get('childAge')).toBe('4');
  });

  it('hides and shows the list beside the map with a button that says whether it is expanded', async () => {
    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, mapsApiKey: 'maps-key-1' });
    showLocations();
    await screen.findByRole('article', { name: 'Mokotów' });
    const toggle = screen.getByRole('button', { name: 'Hide the list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);

    expect(screen.queryByRole('article', { name: 'Mokotów' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show the list' })).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));

    expect(screen.getByRole('article', { name: 'Mokotów' })).toBeInTheDocument();
  });

  it('links to directions in a new tab and to the point details', async () => {
    showLocations();
    const florianska = await screen.findByRole('article', { name: 'Floriańska' });
    const route = within(florianska).getByRole('link', { name: 'Set route to Floriańska (opens in a new tab)' });
    expect(route).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=50.0625,19.9398');
    expect(route).toHaveAttribute('target', '_blank');
    expect(within(florianska).getByRole('link', { name: 'Details of Floriańska' })).toHaveAttribute(
      'href',
      '/locations/krakow/florianska',
    );
    const closed = screen.getByRole('article', { name: 'Kazimierz' });
    expect(within(closed).queryByRole('link', { name: /Set route/ })).not.toBeInTheDocument();
  });

  it('puts the chosen point on the bus and tells the visitor', async () => {
    showLocations();
    const chosen: EventPayload<'location:chosen'>[] = [];
    const toasts: EventPayload<'toast:show'>[] = [];
    const subscriptions = [
      getEventBus()
        .on('location:chosen')
        .subscribe((location) => chosen.push(location)),
      getEventBus()
        .on('toast:show')
        .subscribe((toast) => toasts.push(toast)),
    ];
    chosen.length = 0;

    const florianska = await screen.findByRole('article', { name: 'Floriańska' });
    await userEvent.click(within(florianska).getByRole('button', { name: 'Choose this point: Floriańska' }));

    expect(chosen).toEqual([{ mode: 'collection-point', facilityId: 'florianska', facilityName: 'Floriańska' }]);
    expect(within(florianska).getByRole('button', { name: 'Choose this point: Floriańska' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(florianska).getByText('You chose this point.')).toBeInTheDocument();
    expect(toasts).toEqual([
      expect.objectContaining({ type: 'success', message: 'Collection point chosen: Floriańska' }),
    ]);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('offers a default point only to a logged-in visitor', async () => {
    showLocations();
    const florianska = await screen.findByRole('article', { name: 'Floriańska' });
    expect(within(florianska).queryByRole('button', { name: /default point/ })).not.toBeInTheDocument();

    act(() => getEventBus().emit('session:changed', { user: createUser(), token: 'token-1' }));

    expect(
      await within(florianska).findByRole('button', { name: 'Set as my default point: Floriańska' }),
    ).toBeInTheDocument();
  });

  it('saves the default point and says so', async () => {
    getEventBus().emit('session:changed', { user: createUser(), token: 'token-1' });
    const api = showLocations({
      'POST /api/profile/collection-point/update-default': {
        body: { defaultFacilityId: 'florianska', collectionPoint: FLORIANSKA },
      },
    });
    const florianska = await screen.findByRole('article', { name: 'Floriańska' });

    await userEvent.click(
      await within(florianska).findByRole('button', { name: 'Set as my default point: Floriańska' }),
    );

    expect(await within(florianska).findByText('This is your default collection point.')).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([input]) => String(input).includes('update-default')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ id: 'florianska' });
  });

  it("shows the API's message when the default point cannot be saved", async () => {
    getEventBus().emit('session:changed', { user: createUser(), token: 'token-1' });
    showLocations({
      'POST /api/profile/collection-point/update-default': { status: 401, body: { message: 'Unauthorized access' } },
    });
    const florianska = await screen.findByRole('article', { name: 'Floriańska' });

    await userEvent.click(
      await within(florianska).findByRole('button', { name: 'Set as my default point: Floriańska' }),
    );

    expect(await within(florianska).findByRole('alert')).toHaveTextContent(
      'The default point could not be saved: Unauthorized access',
    );
  });

  it('works as a list alone when no maps key is configured', async () => {
    showLocations();
    await screen.findByRole('article', { name: 'Floriańska' });
    expect(screen.getByRole('note')).toHaveTextContent('The map is unavailable.');
    expect(screen.queryByRole('button', { name: /on the map/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of collection points' })).not.toBeInTheDocument();
    // With nothing else to show, the list cannot be hidden: no count is left above an empty space.
    expect(screen.queryByRole('button', { name: 'Hide the list' })).not.toBeInTheDocument();
  });

  it('offers the way back to the cart when the cart sent the visitor here', async () => {
    mockApi({ 'GET /api/collection-points': listEndpoint([FLORIANSKA]) });
    renderAt(
      '/locations?from=cart',
      <Routes>
        <Route path="/locations" element={<LocationsPage />} />
      </Routes>,
    );
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/cart');
    await screen.findByRole('article', { name: 'Floriańska' });
  });

  it('shows the weekend hours with the weekday hours, as the open-on-Saturday and Sunday features say', async () => {
    const weekend = createCollectionPoint({
      id: 'weekend',
      name: 'Puławska',
      openingHours: 'Mon–Fri 7:00–18:00',
      additionalOpeningHours: 'Sat–Sun 8:00–12:00',
      features: { openSaturday: true, openSunday: true },
    });
    mockApi({ 'GET /api/collection-points': listEndpoint([weekend]) });
    renderAt(
      '/locations',
      <Routes>
        <Route path="/locations" element={<LocationsPage />} />
      </Routes>,
    );
    const card = await screen.findByRole('article', { name: 'Puławska' });
    expect(card).toHaveTextContent('Opening hours: Mon–Fri 7:00–18:00; Sat–Sun 8:00–12:00');
    expect(within(card).getByRole('list', { name: 'Features' })).toHaveTextContent('Open on Sunday');
    expect(screen.queryByRole('link', { name: 'Back to the cart' })).not.toBeInTheDocument();
  });

  it('shows a point on the map when a maps key is configured', async () => {
    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, mapsApiKey: 'maps-key-1' });
    showLocations();
    const florianska = await screen.findByRole('article', { name: 'Floriańska' });
    expect(screen.queryByText(/The map is unavailable/)).not.toBeInTheDocument();
    const closed = screen.getByRole('article', { name: 'Kazimierz' });
    expect(within(closed).queryByRole('button', { name: /See on map/ })).not.toBeInTheDocument();

    await userEvent.click(within(florianska).getByRole('button', { name: 'See on map: Floriańska' }));

    expect(florianska).toHaveAttribute('aria-current', 'true');
    expect(within(florianska).getByText('Shown on the map')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of collection points' })).toHaveFocus();
  });

  it('tells a logged-in visitor which point is their default', async () => {
    getEventBus().emit('session:changed', {
      user: { ...createUser(), defaultFacilityId: 'mokotow' },
      token: 'token-1',
    });
    showLocations();
    const mokotow = await screen.findByRole('article', { name: 'Mokotów' });
    expect(await within(mokotow).findByText('This is your default collection point.')).toBeInTheDocument();
    expect(within(mokotow).queryByRole('button', { name: /default point/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Floriańska' })).getByRole('button', {
        name: 'Set as my default point: Floriańska',
      }),
    ).toBeInTheDocument();
  });

  it('says when the points cannot be loaded, and loads them on retry', async () => {
    let calls = 0;
    showLocations({
      'GET /api/collection-points': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Unexpected error occurred' } }
          : { body: { items: [MOKOTOW], total: 1 } };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The collection points could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Mokotów' })).toBeInTheDocument();
  });
});

function createUser(): NonNullable<EventPayload<'session:changed'>['user']> {
  return {
    id: 'user-1',
    firstName: 'Anna',
    lastName: 'Nowak',
    email: 'anna@example.com',
    roles: ['patient'],
    activeRole: 'patient',
    status: 'active',
    defaultFacilityId: null,
  };
}

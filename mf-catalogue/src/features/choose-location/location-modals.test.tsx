import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { getModalBody } from '@labshop/shared-contracts/web/ui';
import { createEventBus, mockApi, requestedUrls } from '@labshop/shared-contracts/testing';
import { createCity, createCollectionPoint } from '../locations/location-factories';
import { ChooseCityBody } from './choose-city-body';
import { CollectionPointBody } from './collection-point-body';
import { ChooseLocationButtons } from './choose-location-buttons';
import { useLocationModalBodies } from './location-modals';

// A fresh bus per test: the chosen location replays, so it must not leak from one test to the next.
const BUS_KEY = Symbol.for('labshop.event-bus');

function chosenLocations() {
  const chosen: EventPayload<'location:chosen'>[] = [];
  getEventBus()
    .on('location:chosen')
    .subscribe((choice) => chosen.push(choice));
  return chosen;
}

function hosted(name: 'chooseCityModal' | 'selectCollectionPointToContinue') {
  return { name, props: {}, confirm: jest.fn(), cancel: jest.fn() };
}

beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[BUS_KEY] = createEventBus();
  getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
});

describe('chooseCityModal', () => {
  it('lists the home-service cities, and choosing one puts it on the bus and confirms', async () => {
    mockApi({
      'GET /api/get-cities': {
        body: [
          createCity({ uuid: 'waw', name: 'Warszawa', homeService: true }),
          createCity({ uuid: 'opole', name: 'Opole', homeService: false }),
        ],
      },
    });
    const modal = hosted('chooseCityModal');
    render(<ChooseCityBody {...modal} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cities…');
    expect(
      screen.getByText('All tests are taken in Poland: at our collection points or by a nurse at home.'),
    ).toBeInTheDocument();
    const cities = await screen.findByRole('list', { name: 'Cities with home visits' });
    expect(
      within(cities)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Warszawa']);
    const chosen = chosenLocations();

    await userEvent.click(within(cities).getByRole('button', { name: 'Warszawa' }));

    expect(chosen).toEqual([{ mode: 'home-service', cityUuid: 'waw', cityName: 'Warszawa' }]);
    expect(modal.confirm).toHaveBeenCalledWith({ cityUuid: 'waw' });
    expect(modal.cancel).not.toHaveBeenCalled();
  });

  it('reports a failure with a retry, and cancels without choosing', async () => {
    let calls = 0;
    mockApi({
      'GET /api/get-cities': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Unexpected error occurred' } }
          : { body: [createCity({ name: 'Kraków', homeService: true })] };
      },
    });
    const modal = hosted('chooseCityModal');
    render(<ChooseCityBody {...modal} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The cities could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Kraków' })).toBeVisible();
    const chosen = chosenLocations();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(modal.cancel).toHaveBeenCalled();
    expect(chosen).toEqual([]);
  });
});

describe('selectCollectionPointToContinue', () => {
  it('finds open points by town, and choosing one puts it on the bus and confirms', async () => {
    const point = createCollectionPoint({ id: 'fac-1', name: 'Labshop Mokotów' });
    const api = mockApi({ 'GET /api/collection-points': { body: { items: [point], total: 1 } } });
    const modal = hosted('selectCollectionPointToContinue');
    render(<CollectionPointBody {...modal} />);
    expect(
      screen.getByText('All tests are taken in Poland: at our collection points or by a nurse at home.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Town or post code' }), 'Warszawa');
    const list = await screen.findByRole('list', { name: 'Collection points' });
    const asked = requestedUrls(api, '/api/collection-points').at(-1);
    expect(asked?.searchParams.get('town')).toBe('Warszawa');
    expect(asked?.searchParams.get('hideClosed')).toBe('true');
    const chosen = chosenLocations();

    await userEvent.click(within(list).getByRole('button', { name: 'Choose Labshop Mokotów' }));

    expect(chosen).toEqual([{ mode: 'collection-point', facilityId: 'fac-1', facilityName: 'Labshop Mokotów' }]);
    expect(modal.confirm).toHaveBeenCalledWith({ facilityId: 'fac-1' });
  });

  it('asks by post code, says when nothing matches and refuses what cannot be a post code', async () => {
    const api = mockApi({ 'GET /api/collection-points': { body: { items: [], total: 0 } } });
    render(<CollectionPointBody {...hosted('selectCollectionPointToContinue')} />);
    const field = screen.getByRole('searchbox', { name: 'Town or post code' });
    await userEvent.type(field, '00-9');
    expect(await screen.findByText(/No collection point matches/)).toBeVisible();
    expect(requestedUrls(api, '/api/collection-points').at(-1)?.searchParams.get('postCode')).toBe('00-9');

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This is not the start of a post code.'));
  });
});

describe('the location modals', () => {
  function Catalogue() {
    useLocationModalBodies();
    return null;
  }

  it('are registered while the catalogue is mounted and removed when it unmounts', async () => {
    mockApi({ 'GET /api/get-cities': { body: [createCity({ name: 'Gdańsk', homeService: true })] } });
    const { unmount } = render(<Catalogue />);
    const Body = getModalBody('chooseCityModal')?.Body;
    if (!Body) throw new Error('chooseCityModal has no body');
    const body = render(<Body {...hosted('chooseCityModal')} />);
    expect(await screen.findByRole('button', { name: 'Gdańsk' })).toBeVisible();
    body.unmount();
    expect(getModalBody('chooseCityModal')?.title).toBe('Choose your city');
    expect(getModalBody('selectCollectionPointToContinue')?.title).toBe('Choose a collection point');
    unmount();
    expect(getModalBody('chooseCityModal')).toBeUndefined();
    expect(getModalBody('selectCollectionPointToContinue')).toBeUndefined();
  });

  it('open by name from the page until a location is chosen', async () => {
    render(<ChooseLocationButtons />);
    const opened: EventPayload<'modal:open'>[] = [];
    getEventBus()
      .on('modal:open')
      .subscribe((request) => opened.push(request));
    const prompt = screen.getByRole('region', { name: 'Choose where to give your sample' });
    expect(prompt).toHaveTextContent('All tests are taken in Poland');

    await userEvent.click(within(prompt).getByRole('button', { name: 'At home (nurse visit)' }));
    await userEvent.click(within(prompt).getByRole('button', { name: 'At a collection point' }));

    expect(opened.map((request) => request.name)).toEqual(['chooseCityModal', 'selectCollectionPointToContinue']);
    act(() => getEventBus().emit('location:chosen', { mode: 'home-service', cityUuid: 'waw', cityName: 'Warszawa' }));
    expect(screen.queryByRole('region', { name: 'Choose where to give your sample' })).not.toBeInTheDocument();
  });

  it('name the place once chosen, and let the patient change it or choose the other way', async () => {
    render(<ChooseLocationButtons />);
    const opened: EventPayload<'modal:open'>[] = [];
    getEventBus()
      .on('modal:open')
      .subscribe((request) => opened.push(request));
    act(() => getEventBus().emit('location:chosen', { mode: 'home-service', cityUuid: 'waw', cityName: 'Warszawa' }));
    const chosen = screen.getByRole('region', { name: 'Where you give your sample' });
    expect(chosen).toHaveTextContent('At home, by a nurse, in Warszawa.');

    await userEvent.click(within(chosen).getByRole('button', { name: 'Change the city' }));
    await userEvent.click(within(chosen).getByRole('button', { name: 'Go to a collection point instead' }));
    expect(opened.map((request) => request.name)).toEqual(['chooseCityModal', 'selectCollectionPointToContinue']);

    act(() =>
      getEventBus().emit('location:chosen', {
        mode: 'collection-point',
        facilityId: 'fac-1',
        facilityName: 'Labshop Mokotów',
      }),
    );
    expect(chosen).toHaveTextContent('At the collection point Labshop Mokotów.');
    await userEvent.click(within(chosen).getByRole('button', { name: 'Change the collection point' }));
    expect(opened.at(-1)?.name).toBe('selectCollectionPointToContinue');
  });
});

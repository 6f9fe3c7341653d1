import { render, screen, waitFor } from '@testing-library/react';
import { Loader } from '@googlemaps/js-api-loader';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { createCollectionPoint } from '../location-factories';
import { MapView } from './map-view';

// Google's script lives on the public internet; the loader is replaced so no test reaches for it. Unless a test
// hands it Google's libraries, it never finishes loading.
jest.mock('@googlemaps/js-api-loader', () => ({
  Loader: jest.fn(() => ({ importLibrary: jest.fn(() => new Promise(() => undefined)) })),
}));
jest.mock('@googlemaps/markerclusterer', () => ({
  MarkerClusterer: jest.fn(() => ({ clearMarkers: jest.fn(), setMap: jest.fn() })),
  GridAlgorithm: jest.fn(),
}));

/** Google's libraries as far as drawing a map needs them; each map drawn leaves its options here. */
function loaderWithGoogleLibraries(drawnOptions: unknown[]) {
  const libraries: Record<string, unknown> = {
    maps: {
      Map: class {
        constructor(_element: HTMLElement, options: unknown) {
          drawnOptions.push(options);
        }
        fitBounds() {}
      },
    },
    core: {
      LatLngBounds: class {
        extend() {}
      },
    },
    marker: { AdvancedMarkerElement: class {} },
  };
  jest
    .mocked(Loader)
    .mockImplementation(
      () => ({ importLibrary: (name: string) => Promise.resolve(libraries[name]) }) as unknown as Loader,
    );
}

const POINTS = [createCollectionPoint({ name: 'Floriańska' })];

describe('the map of collection points', () => {
  beforeEach(() => {
    jest.mocked(Loader).mockClear();
  });
  afterEach(() =>
    jest
      .mocked(Loader)
      .mockImplementation(() => ({ importLibrary: jest.fn(() => new Promise(() => undefined)) }) as unknown as Loader),
  );

  it('says it is unavailable and never loads the script without a key', async () => {
    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, mapsApiKey: null });
    render(<MapView points={POINTS} selectedId={null} />);
    expect(screen.getByRole('note')).toHaveTextContent('The map is unavailable.');
    expect(screen.queryByRole('region', { name: 'Map of collection points' })).not.toBeInTheDocument();
    await Promise.resolve();
    expect(Loader).not.toHaveBeenCalled();
  });

  it('loads the maps script with the configured key and the places library', async () => {
    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, mapsApiKey: 'maps-key-1' });
    render(<MapView points={POINTS} selectedId={null} />);
    expect(screen.getByRole('region', { name: 'Map of collection points' })).toBeInTheDocument();
    await waitFor(() => expect(Loader).toHaveBeenCalledWith({ apiKey: 'maps-key-1', libraries: ['places'] }));
    expect(screen.queryByText('The map is unavailable.')).not.toBeInTheDocument();
  });

  it("draws the map with the map id the operator configured, and Google's demo id without one", async () => {
    const drawnOptions: unknown[] = [];
    loaderWithGoogleLibraries(drawnOptions);
    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, mapsApiKey: 'maps-key-1', mapsMapId: 'styled-7' });
    const { unmount } = render(<MapView points={POINTS} selectedId={null} />);
    await waitFor(() => expect(drawnOptions).toEqual([expect.objectContaining({ mapId: 'styled-7' })]));
    unmount();

    getEventBus().emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, mapsApiKey: 'maps-key-1', mapsMapId: null });
    render(<MapView points={POINTS} selectedId={null} />);
    await waitFor(() => expect(drawnOptions[1]).toMatchObject({ mapId: 'DEMO_MAP_ID' }));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { Loader } from '@googlemaps/js-api-loader';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { createCollectionPoint } from '../location-factories';
import { MapView } from './map-view';

// Google's script lives on the public internet; the loader is replaced so no test reaches for it.
jest.mock('@googlemaps/js-api-loader', () => ({
  Loader: jest.fn(() => ({ importLibrary: jest.fn(() => new Promise(() => undefined)) })),
}));
jest.mock('@googlemaps/markerclusterer', () => ({ MarkerClusterer: jest.fn(), GridAlgorithm: jest.fn() }));

const POINTS = [createCollectionPoint({ name: 'Floriańska' })];

describe('the map of collection points', () => {
  beforeEach(() => {
    jest.mocked(Loader).mockClear();
  });

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
});

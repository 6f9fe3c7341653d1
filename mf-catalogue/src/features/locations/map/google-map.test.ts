import { drawMap } from './google-map';

/**
 * Google's script lives on the public internet, so the test stands in for it: only the `google.maps` globals the
 * script would define are faked. The loader and the clusterer from npm and the page's own code run as they are.
 */
class FakeMap {
  readonly options: Record<string, unknown>;
  readonly fitBounds = jest.fn();
  readonly panTo = jest.fn();
  readonly setZoom = jest.fn();
  constructor(_element: HTMLElement, options: Record<string, unknown>) {
    this.options = options;
  }
  getProjection() {
    return undefined;
  }
}
class FakeLatLngBounds {
  readonly extended: unknown[] = [];
  extend(position: unknown) {
    this.extended.push(position);
  }
}
class FakeAdvancedMarkerElement {
  position: unknown;
  title: string;
  map: unknown = null;
  constructor(options: { position: unknown; title: string }) {
    this.position = options.position;
    this.title = options.title;
  }
}
/** Google's OverlayView, whose methods the clusterer copies by enumerating its prototype, as the real one allows. */
function FakeOverlayView() {
  // The clusterer's constructor runs this through its own class; nothing to set up.
}
Object.assign(FakeOverlayView.prototype, {
  setMap(this: { overlayMap?: unknown }, map: unknown) {
    this.overlayMap = map;
  },
  getMap(this: { overlayMap?: unknown }) {
    return this.overlayMap ?? null;
  },
});

const created: { maps: FakeMap[]; markers: FakeAdvancedMarkerElement[] } = { maps: [], markers: [] };

function fakeGoogleMaps() {
  const libraries: Record<string, unknown> = {
    maps: {
      Map: class extends FakeMap {
        constructor(element: HTMLElement, options: Record<string, unknown>) {
          super(element, options);
          created.maps.push(this);
        }
      },
    },
    core: { LatLngBounds: FakeLatLngBounds },
    marker: {
      AdvancedMarkerElement: class extends FakeAdvancedMarkerElement {
        constructor(options: { position: unknown; title: string }) {
          super(options);
          created.markers.push(this);
        }
      },
    },
  };
  Object.assign(window, {
    google: {
      maps: {
        version: 'test',
        importLibrary: (name: string) => Promise.resolve(libraries[name]),
        Map: FakeMap,
        LatLng: class {},
        LatLngBounds: FakeLatLngBounds,
        OverlayView: FakeOverlayView,
        marker: libraries.marker,
        event: { trigger: jest.fn(), addListener: jest.fn(), removeListener: jest.fn() },
      },
    },
  });
}

const POINTS = [
  { id: 'florianska', name: 'Floriańska', latitude: 50.0625, longitude: 19.9398 },
  { id: 'mokotow', name: 'Mokotów', latitude: 52.19, longitude: 21.02 },
];

describe('the Google map of collection points', () => {
  beforeEach(() => {
    created.maps = [];
    created.markers = [];
    fakeGoogleMaps();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('marks every point with an advanced marker named for it, and fits them all in view', async () => {
    await drawMap(document.createElement('div'), { apiKey: 'maps-key-1', mapId: null }, POINTS);

    const [map] = created.maps;
    expect(map?.options).toMatchObject({ mapId: 'DEMO_MAP_ID' });
    expect(created.markers.map((marker) => [marker.title, marker.position])).toEqual([
      ['Floriańska', { lat: 50.0625, lng: 19.9398 }],
      ['Mokotów', { lat: 52.19, lng: 21.02 }],
    ]);
    expect(map?.fitBounds).toHaveBeenCalledTimes(1);
  });

  it("draws the map in the style of the operator's own map id", async () => {
    await drawMap(document.createElement('div'), { apiKey: 'maps-key-1', mapId: 'operator-style-7' }, POINTS);

    expect(created.maps[0]?.options).toMatchObject({ mapId: 'operator-style-7' });
  });

  it('shows a chosen point close up, and takes every marker off the map when it is left', async () => {
    const drawn = await drawMap(document.createElement('div'), { apiKey: 'maps-key-1', mapId: null }, POINTS);
    const [map] = created.maps;

    drawn.focus('mokotow');
    expect(map?.panTo).toHaveBeenCalledWith({ lat: 52.19, lng: 21.02 });
    expect(map?.setZoom).toHaveBeenCalledWith(15);

    drawn.destroy();
    expect(created.markers.map((marker) => marker.map)).toEqual([null, null]);
  });
});

/// <reference types="google.maps" />
import { Loader } from '@googlemaps/js-api-loader';
import { GridAlgorithm, MarkerClusterer } from '@googlemaps/markerclusterer';

export interface MapPoint {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** What the page may ask of a drawn map. */
export interface DrawnMap {
  focus(pointId: string): void;
  destroy(): void;
}

// Markers cluster on a 60 px grid. A grid cell holding a single marker shows that marker, so a
// cluster always has at least two points (the product's minimum cluster size).
const CLUSTER_GRID_SIZE = 60;
const POINT_ZOOM = 15;
// The middle of Poland, for a list with no points to fit.
const DEFAULT_CENTER = { lat: 52.07, lng: 19.48 };
const DEFAULT_ZOOM = 6;
/**
 * Advanced markers need a map id. Google's documented demo id draws the default style, for an operator who has not
 * configured a styled map of their own (MAPS_MAP_ID).
 */
export const DEFAULT_MAP_ID = 'DEMO_MAP_ID';

/** What the public config says of the map: the key the script loads with, and the operator's map id if any. */
export interface MapSettings {
  apiKey: string;
  mapId: string | null;
}

/** The maps script loads with the key from public config and the places library. */
export function createMapsLoader(apiKey: string): Loader {
  return new Loader({ apiKey, libraries: ['places'] });
}

export async function drawMap(element: HTMLElement, settings: MapSettings, points: MapPoint[]): Promise<DrawnMap> {
  const loader = createMapsLoader(settings.apiKey);
  const { Map } = await loader.importLibrary('maps');
  const { LatLngBounds } = await loader.importLibrary('core');
  // AdvancedMarkerElement: google.maps.Marker is deprecated.
  const { AdvancedMarkerElement } = await loader.importLibrary('marker');

  const map = new Map(element, { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM, mapId: settings.mapId ?? DEFAULT_MAP_ID });
  const markers = new globalThis.Map<string, google.maps.marker.AdvancedMarkerElement>();
  const bounds = new LatLngBounds();
  for (const point of points) {
    const position = { lat: point.latitude, lng: point.longitude };
    markers.set(point.id, new AdvancedMarkerElement({ position, title: point.name }));
    bounds.extend(position);
  }
  if (points.length > 0) map.fitBounds(bounds);
  const clusterer = new MarkerClusterer({
    map,
    markers: [...markers.values()],
    algorithm: new GridAlgorithm({ gridSize: CLUSTER_GRID_SIZE }),
  });

  return {
    focus(pointId) {
      const position = markers.get(pointId)?.position;
      if (!position) return;
      map.panTo(position);
      map.setZoom(POINT_ZOOM);
    },
    destroy() {
      clusterer.clearMarkers();
      clusterer.setMap(null);
    },
  };
}

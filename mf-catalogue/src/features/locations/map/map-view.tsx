import { useEffect, useRef, useState } from 'react';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import type { CollectionPoint } from '@labshop/shared-contracts/core';
import type { DrawnMap, MapPoint } from './google-map';
import styles from '../locations.module.css';

export const MAP_UNAVAILABLE = 'The map is unavailable.';

interface MapViewProps {
  points: CollectionPoint[];
  selectedId: string | null;
  /** Told when a map that was to be drawn could not be, so the page keeps its list in view. */
  onUnavailable?: () => void;
}

/**
 * The points on a Google map, in the style of the operator's map id when the public config names one. Without a key
 * in the public config the script is never loaded and the list stands alone; the Google code is a separate chunk,
 * fetched only when there is a key.
 */
export function MapView({ points, selectedId, onUnavailable }: MapViewProps) {
  const config = useLatestEvent('config:loaded');
  const apiKey = config?.mapsApiKey ?? null;
  const mapId = config?.mapsMapId ?? null;
  const element = useRef<HTMLDivElement>(null);
  const drawn = useRef<DrawnMap | null>(null);
  // The point chosen while the map was still loading is shown once it is drawn.
  const selected = useRef(selectedId);
  const [failed, setFailed] = useState(false);
  const mapPoints = toMapPoints(points);
  const pointsKey = mapPoints.map((point) => point.id).join(',');

  useEffect(() => {
    const target = element.current;
    if (!apiKey || !target) return;
    let cancelled = false;
    setFailed(false);
    import('./google-map')
      .then(({ drawMap }) => drawMap(target, { apiKey, mapId }, mapPoints))
      .then(
        (map) => {
          if (cancelled) map.destroy();
          else {
            drawn.current = map;
            if (selected.current) map.focus(selected.current);
          }
        },
        () => {
          if (cancelled) return;
          setFailed(true);
          onUnavailable?.();
        },
      );
    return () => {
      cancelled = true;
      drawn.current?.destroy();
      drawn.current = null;
    };
    // The points are drawn again only when the set of points changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey, mapId, pointsKey]);

  useEffect(() => {
    selected.current = selectedId;
    if (selectedId) drawn.current?.focus(selectedId);
  }, [selectedId]);

  if (!apiKey || failed) {
    return (
      <p className={styles.mapUnavailable} role="note">
        {MAP_UNAVAILABLE} The list shows every point.
      </p>
    );
  }
  return (
    <div
      ref={element}
      className={styles.map}
      role="region"
      aria-label="Map of collection points"
      tabIndex={-1}
      id="collection-point-map"
    />
  );
}

function toMapPoints(points: CollectionPoint[]): MapPoint[] {
  return points.flatMap((point) =>
    point.latitude === null || point.longitude === null
      ? []
      : [{ id: point.id, name: point.name, latitude: point.latitude, longitude: point.longitude }],
  );
}

import type { CollectionPoint } from '@labshop/shared-contracts/core';
import { PointCard } from './point-card';
import styles from './locations.module.css';

interface PointListProps {
  id: string;
  points: CollectionPoint[];
  selectedId: string | null;
  onSeeOnMap?: (point: CollectionPoint) => void;
}

export function PointList({ id, points, selectedId, onSeeOnMap }: PointListProps) {
  if (points.length === 0) {
    return <p id={id}>No collection point matches. Try another town or post code, or fewer features.</p>;
  }
  return (
    <ul id={id} className={styles.list} aria-label="Collection points">
      {points.map((point) => (
        <li key={point.id}>
          <PointCard point={point} selected={point.id === selectedId} onSeeOnMap={onSeeOnMap} />
        </li>
      ))}
    </ul>
  );
}

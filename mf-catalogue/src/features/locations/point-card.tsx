import { useId } from 'react';
import type { CollectionPoint } from '@labshop/shared-contracts/core';
import { PointActions } from './point-actions';
import { PointFeatures } from './point-features';
import styles from './locations.module.css';

interface PointCardProps {
  point: CollectionPoint;
  selected: boolean;
  onSeeOnMap?: (point: CollectionPoint) => void;
}

export function PointCard({ point, selected, onSeeOnMap }: PointCardProps) {
  const nameId = useId();
  return (
    <article
      className={selected ? `${styles.card} ${styles.selected}` : styles.card}
      aria-labelledby={nameId}
      aria-current={selected ? 'true' : undefined}
    >
      <h3 id={nameId} className={styles.cardTitle}>
        {point.name}
      </h3>
      {point.closed ? <p className={styles.closed}>Temporarily closed</p> : null}
      {selected ? <p className={styles.term}>Shown on the map</p> : null}
      <p className={styles.address}>
        {point.street}, {point.postalCode} {point.city.name}
      </p>
      {point.openingHours ? (
        <p>
          <span className={styles.term}>Opening hours:</span> {point.openingHours}
          {point.additionalOpeningHours ? `; ${point.additionalOpeningHours}` : null}
        </p>
      ) : null}
      <PointFeatures point={point} />
      <PointActions point={point} onSeeOnMap={onSeeOnMap} />
    </article>
  );
}

import type { CollectionPoint } from '@labshop/shared-contracts/core';
import { featureLabel, featuresOf } from './features';
import styles from './locations.module.css';

/** The features a point has, as a list of words. */
export function PointFeatures({ point, labelledBy }: { point: CollectionPoint; labelledBy?: string }) {
  const features = featuresOf(point);
  if (features.length === 0) return null;
  return (
    <ul className={styles.features} aria-label={labelledBy ? undefined : 'Features'} aria-labelledby={labelledBy}>
      {features.map((feature) => (
        <li key={feature}>{featureLabel(feature, point.features)}</li>
      ))}
    </ul>
  );
}

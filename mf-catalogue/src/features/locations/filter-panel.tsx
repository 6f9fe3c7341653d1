import { COLLECTION_POINT_FEATURES, type CollectionPointFeature } from '@labshop/shared-contracts/core';
import { CheckboxField, TextField } from '@labshop/shared-contracts/web/ui';
import { FEATURE_LABELS } from './features';
import type { PointFilters } from './point-filters';
import styles from './locations.module.css';

interface FilterPanelProps {
  filters: PointFilters;
  onChange: (filters: PointFilters) => void;
}

/** Every collection point feature as a labelled checkbox; a point must have all the ticked ones. */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const toggle = (feature: CollectionPointFeature, on: boolean) =>
    onChange({
      ...filters,
      features: on ? [...filters.features, feature] : filters.features.filter((chosen) => chosen !== feature),
    });
  return (
    <>
      <fieldset className={styles.filters}>
        <legend>Features</legend>
        {COLLECTION_POINT_FEATURES.map((feature) => (
          <CheckboxField
            key={feature}
            label={FEATURE_LABELS[feature]}
            checked={filters.features.includes(feature)}
            onChange={(event) => toggle(feature, event.target.checked)}
          />
        ))}
        {filters.features.includes('childFriendly') ? (
          <TextField
            label="Child's age"
            hint="Only points that take children of this age."
            type="number"
            inputMode="numeric"
            min={0}
            max={18}
            value={filters.childAge}
            onChange={(event) => onChange({ ...filters, childAge: event.target.value })}
          />
        ) : null}
      </fieldset>
      <CheckboxField
        label="Hide closed points"
        checked={filters.hideClosed}
        onChange={(event) => onChange({ ...filters, hideClosed: event.target.checked })}
      />
    </>
  );
}

import { useId, type ReactNode } from 'react';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';
import type { TestFacetsAnswer } from '@labshop/shared-contracts/core';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { sampleTypeLabel, withinDaysLabel } from './filter-labels';
import type { ListFilters } from './list-query';
import { PriceRange } from './price-range';
import styles from './list-filters.module.css';

interface ListFiltersPanelProps {
  filters: ListFilters;
  /** What the category offers: its sample types and turnarounds, counted. */
  facets: ApiQueryResult<TestFacetsAnswer>;
  currency: string;
  onChange: (filters: ListFilters) => void;
}

/**
 * The filters under the categories: price, sample type, fasting and turnaround. Plain labelled native inputs in
 * fieldsets, so the kit's own checkbox and radio components can take their place one for one.
 */
export function ListFiltersPanel({ filters, facets, currency, onChange }: ListFiltersPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.heading}>
        Filters
      </h2>
      <PriceRange
        priceMin={filters.priceMin}
        priceMax={filters.priceMax}
        currency={currency}
        onApply={(range) => onChange({ ...filters, ...range })}
      />
      {facets.status === 'loading' ? <Loading label="Loading filters…" /> : null}
      {facets.status === 'error' ? (
        <LoadFailed message="The sample and turnaround filters could not be loaded." onRetry={facets.retry} />
      ) : null}
      {facets.status === 'success' ? (
        <>
          <SampleTypes filters={filters} facets={facets.data} onChange={onChange} />
          <fieldset className={styles.group}>
            <legend>Fasting</legend>
            <Choice
              type="checkbox"
              checked={filters.noFasting}
              onChange={(checked) => onChange({ ...filters, noFasting: checked })}
            >
              No fasting needed <Count count={facets.data.noFastingCount} />
            </Choice>
          </fieldset>
          <Turnaround filters={filters} facets={facets.data} onChange={onChange} />
        </>
      ) : null}
    </section>
  );
}

interface FacetProps {
  filters: ListFilters;
  facets: TestFacetsAnswer;
  onChange: (filters: ListFilters) => void;
}

function SampleTypes({ filters, facets, onChange }: FacetProps) {
  // A sample type chosen in another category stays on offer here, so it can be unticked.
  const offered = [
    ...facets.sampleTypes,
    ...filters.sampleTypes
      .filter((chosen) => !facets.sampleTypes.some((facet) => facet.sampleType === chosen))
      .map((sampleType) => ({ sampleType, count: 0 })),
  ];
  if (offered.length < 2 && filters.sampleTypes.length === 0) return null;
  return (
    <fieldset className={styles.group}>
      <legend>Sample type</legend>
      {offered.map(({ sampleType, count }) => (
        <Choice
          key={sampleType}
          type="checkbox"
          checked={filters.sampleTypes.includes(sampleType)}
          onChange={(checked) =>
            onChange({
              ...filters,
              sampleTypes: checked
                ? [...filters.sampleTypes, sampleType]
                : filters.sampleTypes.filter((type) => type !== sampleType),
            })
          }
        >
          {sampleTypeLabel(sampleType)} <Count count={count} />
        </Choice>
      ))}
    </fieldset>
  );
}

function Turnaround({ filters, facets, onChange }: FacetProps) {
  const name = useId();
  const chosen = filters.turnaroundDays;
  const offered =
    chosen === null || facets.turnaroundDays.some((facet) => facet.days === chosen)
      ? facets.turnaroundDays
      : [...facets.turnaroundDays, { days: chosen, count: null }].sort((a, b) => a.days - b.days);
  if (offered.length === 0) return null;
  const choose = (turnaroundDays: number | null) => onChange({ ...filters, turnaroundDays });
  return (
    <fieldset className={styles.group}>
      <legend>Results within</legend>
      <Choice type="radio" name={name} checked={chosen === null} onChange={() => choose(null)}>
        Any time
      </Choice>
      {offered.map(({ days, count }) => (
        <Choice key={days} type="radio" name={name} checked={chosen === days} onChange={() => choose(days)}>
          {withinDaysLabel(days)} {count === null ? null : <Count count={count} />}
        </Choice>
      ))}
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

/** One native checkbox or radio inside its label. */
function Choice({ type, name, checked, onChange, children }: ChoiceProps) {
  return (
    <label className={styles.choice}>
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

function Count({ count }: { count: number }) {
  return <span className={styles.count}>({count})</span>;
}

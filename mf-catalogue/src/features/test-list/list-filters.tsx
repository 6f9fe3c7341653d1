import { useId } from 'react';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';
import type { TestFacetsAnswer } from '@labshop/shared-contracts/core';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { CheckboxGroup, RadioGroup } from '@labshop/shared-contracts/web/ui';
import { sampleTypeLabel, withinDaysLabel } from './filter-labels';
import type { ListFilters } from './list-query';
import { PriceRange } from './price-range';
import styles from './list-filters.module.css';

const NO_FASTING = 'no-fasting';
const ANY_TIME = 'any';

interface ListFiltersPanelProps {
  filters: ListFilters;
  /** What the category offers: its sample types and turnarounds, counted. */
  facets: ApiQueryResult<TestFacetsAnswer>;
  currency: string;
  onChange: (filters: ListFilters) => void;
}

/** The filters under the categories: price, sample type, fasting and turnaround, with the kit's choices. */
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
          <CheckboxGroup
            legend="Fasting"
            className={styles.group}
            options={[
              {
                value: NO_FASTING,
                label: (
                  <>
                    No fasting needed <Count count={facets.data.noFastingCount} />
                  </>
                ),
              },
            ]}
            value={filters.noFasting ? [NO_FASTING] : []}
            onChange={(chosen) => onChange({ ...filters, noFasting: chosen.includes(NO_FASTING) })}
          />
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
    <CheckboxGroup
      legend="Sample type"
      className={styles.group}
      options={offered.map(({ sampleType, count }) => ({
        value: sampleType,
        label: (
          <>
            {sampleTypeLabel(sampleType)} <Count count={count} />
          </>
        ),
      }))}
      value={filters.sampleTypes}
      onChange={(sampleTypes) => onChange({ ...filters, sampleTypes })}
    />
  );
}

function Turnaround({ filters, facets, onChange }: FacetProps) {
  const chosen = filters.turnaroundDays;
  const offered =
    chosen === null || facets.turnaroundDays.some((facet) => facet.days === chosen)
      ? facets.turnaroundDays
      : [...facets.turnaroundDays, { days: chosen, count: null }].sort((a, b) => a.days - b.days);
  if (offered.length === 0) return null;
  return (
    <RadioGroup
      legend="Results within"
      className={styles.group}
      options={[
        { value: ANY_TIME, label: 'Any time' },
        ...offered.map(({ days, count }) => ({
          value: String(days),
          label: (
            <>
              {withinDaysLabel(days)} {count === null ? null : <Count count={count} />}
            </>
          ),
        })),
      ]}
      value={chosen === null ? ANY_TIME : String(chosen)}
      onChange={(value) => onChange({ ...filters, turnaroundDays: value === ANY_TIME ? null : Number(value) })}
    />
  );
}

function Count({ count }: { count: number }) {
  return <span className={styles.count}>({count})</span>;
}

import { SearchField, Select } from '@labshop/shared-contracts/web/ui';
import { MIN_SEARCH_LENGTH, PATIENT_SORTS, type PatientSort } from './patient-list-view';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';
import styles from './doctor-tool.module.css';

export interface PatientFilterValues {
  query: string;
  sort: PatientSort;
}

/** The search and the order of the patients; the list follows each key press, so sending the form does nothing more. */
export function PatientFilters({
  values,
  onChange,
}: {
  values: PatientFilterValues;
  onChange: (values: PatientFilterValues) => void;
}) {
  return (
    <form
      role="search"
      aria-label={TEXTS.patientsTable}
      className={styles.filters}
      onSubmit={(event) => event.preventDefault()}
    >
      <SearchField
        label={TEXTS.searchLabel}
        hint={TEXTS.searchHint(MIN_SEARCH_LENGTH)}
        submitLabel={TEXTS.searchSubmit}
        value={values.query}
        autoComplete="off"
        onChange={(event) => onChange({ ...values, query: event.target.value })}
      />
      <Select
        label={TEXTS.sortLabel}
        options={PATIENT_SORTS}
        value={values.sort}
        onChange={(event) => onChange({ ...values, sort: event.target.value as PatientSort })}
      />
    </form>
  );
}

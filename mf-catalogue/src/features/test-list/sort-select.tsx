import { Select } from '@labshop/shared-contracts/web/ui';
import { TEST_SORTS, type TestSort } from '@labshop/shared-contracts/core';
import { SORT_LABELS } from './list-query';
import styles from './test-list.module.css';

const SORT_OPTIONS = TEST_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

/** The list's order: the kit's select, its label beside it on the list's toolbar. */
export function SortSelect({ value, onChange }: { value: TestSort; onChange: (sort: TestSort) => void }) {
  return (
    <Select
      label="Sort by"
      className={styles.sort}
      options={SORT_OPTIONS}
      value={value}
      onChange={(event) => {
        const chosen = TEST_SORTS.find((sort) => sort === event.target.value);
        if (chosen) onChange(chosen);
      }}
    />
  );
}

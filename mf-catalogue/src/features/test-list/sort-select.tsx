import { useId } from 'react';
import { ChevronDown } from '@labshop/shared-contracts/web/ui';
import { TEST_SORTS, type TestSort } from '@labshop/shared-contracts/core';
import { SORT_LABELS } from './list-query';
import styles from './test-list.module.css';

export function SortSelect({ value, onChange }: { value: TestSort; onChange: (sort: TestSort) => void }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sort by</label>
      <span className={styles.select}>
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const chosen = TEST_SORTS.find((sort) => sort === event.target.value);
            if (chosen) onChange(chosen);
          }}
        >
          {TEST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" size={18} className={styles.selectArrow} />
      </span>
    </div>
  );
}

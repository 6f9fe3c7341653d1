import type { TestDetail } from '@labshop/shared-contracts/core';
import styles from '../../lib/item-page/item-page.module.css';

/**
 * What the lab reports for a single test: the test's own result, with its LOINC code where the catalogue is certain
 * of it (the code a lab system or a doctor's software files the result under).
 */
export function TestFacts({ test }: { test: Pick<TestDetail, 'name' | 'loincCode'> }) {
  return (
    <>
      <p>The lab reports it as:</p>
      <ul className={styles.biomarkers}>
        <li>
          <span>{test.name}</span>
          {test.loincCode ? <span className={styles.aside}>LOINC code {test.loincCode}</span> : null}
        </li>
      </ul>
    </>
  );
}

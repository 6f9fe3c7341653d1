import type { TestDetail } from '@labshop/shared-contracts/core';
import { Fact, SampleFacts } from '../../lib/sample-facts';
import styles from './test-detail.module.css';

function preparationText(test: Pick<TestDetail, 'preparation' | 'requiresFasting'>): string {
  if (test.preparation) return test.preparation;
  return test.requiresFasting ? 'Come fasting.' : 'No special preparation.';
}

/** What a patient needs to know before giving the sample, and what the lab reports it as. */
export function TestFacts({ test }: { test: TestDetail }) {
  return (
    <dl className={styles.facts}>
      <SampleFacts test={test}>
        <Fact term="Preparation">{preparationText(test)}</Fact>
      </SampleFacts>
      {test.loincCode ? <Fact term="LOINC code">{test.loincCode}</Fact> : null}
    </dl>
  );
}

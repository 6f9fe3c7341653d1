import type { ReactNode } from 'react';
import type { TestSummary } from '@labshop/shared-contracts/core';

type SampleFactsOf = Pick<TestSummary, 'sampleType' | 'requiresFasting' | 'turnaroundDays'>;

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The facts every test card and test page states, as rows of a description list: sample type, fasting,
 * then any extra rows the page adds (such as preparation), then when the results come.
 */
export function SampleFacts({ test, children }: { test: SampleFactsOf; children?: ReactNode }) {
  return (
    <>
      {test.sampleType ? <Fact term="Sample type">{test.sampleType}</Fact> : null}
      <Fact term="Fasting">{test.requiresFasting ? 'Required' : 'Not required'}</Fact>
      {children}
      {test.turnaroundDays !== null ? (
        <Fact term="Results in">{test.turnaroundDays === 1 ? '1 day' : `${test.turnaroundDays} days`}</Fact>
      ) : null}
    </>
  );
}

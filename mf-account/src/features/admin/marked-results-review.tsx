import { ADMIN_LAB_DELIVERY_PATHS, MarkedResultList, type MarkedResult } from '@labshop/shared-contracts/core';
import { useState } from 'react';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isForbidden } from '@labshop/shared-contracts/web/forms';
import { Loading, LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { MESSAGES } from '../../lib/messages';
import { formatReceived } from './lab-delivery-texts';
import { MarkReviewedForm } from './mark-reviewed-form';
import { MARKED_RESULTS_TEXTS as TEXTS } from './marked-results-texts';
import styles from './admin.module.css';

/**
 * Stored results, shown to their patients, that an administrator should look at, newest first: beside the lab
 * deliveries kept for review, as both are what the labs sent that needs a person's eyes. Each says why, and names
 * its marked values with what the patient is shown and what the lab printed.
 */
export function MarkedResultsReview() {
  const list = useApiQuery(ADMIN_LAB_DELIVERY_PATHS.markedForReview, { answer: MarkedResultList });
  // Results reviewed here leave the list at once; the list read again would no longer hold them either.
  const [reviewed, setReviewed] = useState<{ ids: readonly string[]; outcome: string }>({ ids: [], outcome: '' });
  const shown =
    list.status === 'success' ? list.data.results.filter((result) => !reviewed.ids.includes(result.resultId)) : [];
  return (
    <section aria-labelledby="marked-results">
      <h2 id="marked-results">{TEXTS.heading}</h2>
      <p>{TEXTS.intro}</p>
      <p role="status">{reviewed.outcome}</p>
      {list.status === 'loading' ? <Loading label={TEXTS.loading} /> : null}
      {/* A role that may not review is told once, by the page's first section; this one only says so. */}
      {list.status === 'error' && isForbidden(list.error) ? <p>{MESSAGES.forbidden}</p> : null}
      {list.status === 'error' && !isForbidden(list.error) ? (
        <LoadFailed message={MESSAGES.unexpected} onRetry={list.retry} />
      ) : null}
      {list.status === 'success' && shown.length === 0 ? <p>{TEXTS.empty}</p> : null}
      {list.status === 'success' && shown.length > 0 ? (
        <ul className={styles.list} aria-label={TEXTS.heading}>
          {shown.map((result) => (
            <MarkedEntry
              key={result.resultId}
              result={result}
              onReviewed={(outcome) => setReviewed((before) => ({ ids: [...before.ids, result.resultId], outcome }))}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function MarkedEntry({ result, onReviewed }: { result: MarkedResult; onReviewed: (outcome: string) => void }) {
  const unlisted = result.markedValues - result.values.length;
  return (
    <li className={styles.entry}>
      <div>
        <p>
          <strong>{result.labName}</strong>, report {result.labReportId} ({result.testName}), received{' '}
          {formatReceived(result.receivedAt)}
        </p>
        {result.reason === null ? null : <p>{result.reason}</p>}
        {result.values.length > 0 ? (
          <>
            <p>{TEXTS.valuesMarked(result.markedValues)}</p>
            <ul>
              {result.values.map((value) => (
                <li key={value.id}>
                  {value.name}: {value.displayValue}, {TEXTS.flags(value.flag, value.labFlag)}. {value.reason}
                </li>
              ))}
            </ul>
            {unlisted > 0 ? <p>{TEXTS.moreValues(unlisted)}</p> : null}
          </>
        ) : null}
      </div>
      <MarkReviewedForm result={result} onReviewed={onReviewed} />
    </li>
  );
}

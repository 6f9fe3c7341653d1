import { useState } from 'react';
import type { ResultDetail, ResultObservation } from '@labshop/shared-contracts/core';
import { Button } from '../button';
import type { DateFormat } from './history-chart';
import { ObservationList } from './observation-card';
import styles from './result-visuals.module.css';

/** The values one answer of a result carries, and which page of them they are. */
export type ValuesOfResult = Pick<ResultDetail, 'observations' | 'valuesPage'>;

export const OBSERVATION_PAGES_TEXTS = {
  shown: (shown: number, total: number) => `Showing ${count(shown)} of ${count(total)} values`,
  outOfRange: (outOfRange: number) =>
    outOfRange === 1
      ? '1 value is outside its normal range'
      : `${count(outOfRange)} values are outside their normal range`,
  more: (next: number) => (next === 1 ? 'Show 1 more value' : `Show ${count(next)} more values`),
  failed: 'The next values could not be loaded. Please try again.',
} as const;

const count = (value: number) => value.toLocaleString('en-GB');

interface Shown {
  /** The answer these pages continue: a new one (the lab corrected the result) starts again from it. */
  from: ValuesOfResult;
  more: ResultObservation[];
  nextPage: number;
  /** The place of the first value of the page last shown, whose heading takes the focus. */
  focusAt: number | null;
}

const startFrom = (from: ValuesOfResult): Shown => ({
  from,
  more: [],
  nextPage: from.valuesPage.page + 1,
  focusAt: null,
});

/**
 * A result's values a page at a time: the first page comes with the result, and "Show more" reads the next and adds
 * it below, moving the focus to its first value so a keyboard or screen reader user carries on reading there. A
 * result whose values fit on one page looks exactly as a plain list; a longer one says how many are shown of how
 * many, and how many are out of range on every page, so nobody takes the first page for the whole.
 */
export function ObservationPages({
  result,
  loadPage,
  formatDate,
}: {
  result: ValuesOfResult;
  /** Reads one page (from 1) of the same result's values. */
  loadPage: (page: number) => Promise<ValuesOfResult>;
  formatDate?: DateFormat;
}) {
  const [shown, setShown] = useState<Shown>(() => startFrom(result));
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // Reset during render when a new answer arrives, the way React documents it, so no stale page is ever drawn.
  const current = shown.from === result ? shown : startFrom(result);
  if (current !== shown) setShown(current);

  const { total, outOfRange } = result.valuesPage;
  const observations = [...result.observations, ...current.more];
  const remaining = Math.max(total - observations.length, 0);
  const paged = total > result.observations.length;

  async function showMore() {
    setState('loading');
    try {
      const page = await loadPage(current.nextPage);
      setShown((before) =>
        before.from !== result
          ? before
          : {
              ...before,
              more: [...before.more, ...page.observations],
              nextPage: before.nextPage + 1,
              focusAt: result.observations.length + before.more.length,
            },
      );
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      {paged ? (
        <p className={styles.muted} role="status">
          {OBSERVATION_PAGES_TEXTS.shown(observations.length, total)}
          {outOfRange > 0 ? `. ${OBSERVATION_PAGES_TEXTS.outOfRange(outOfRange)}.` : '.'}
        </p>
      ) : null}
      <ObservationList observations={observations} formatDate={formatDate} focusAt={current.focusAt ?? undefined} />
      {state === 'failed' ? (
        <p className={styles.muted} role="alert">
          {OBSERVATION_PAGES_TEXTS.failed}
        </p>
      ) : null}
      {remaining > 0 ? (
        <p>
          <Button theme="outline" size="sm" loading={state === 'loading'} onClick={() => void showMore()}>
            {OBSERVATION_PAGES_TEXTS.more(Math.min(remaining, result.valuesPage.pageSize))}
          </Button>
        </p>
      ) : null}
    </>
  );
}

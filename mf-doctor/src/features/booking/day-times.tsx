import type { ReactNode } from 'react';
import { Button } from '@labshop/shared-contracts/web/ui';
import { visitMoment } from './booking-words';
import styles from './booking.module.css';

/** What the times column says before it can show the chosen day's times: loading, failed, none, no day yet. */
export function DayTimes({
  status,
  day,
  empty,
  onRetry,
  children,
}: {
  status: 'loading' | 'success' | 'error';
  day: string | null;
  empty: string | null;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (status === 'loading') return <p role="status">Loading the free times…</p>;
  if (status === 'error') {
    return (
      <div role="alert">
        <p>The free times could not be loaded.</p>
        <Button theme="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (empty) return <p>{empty}</p>;
  if (day === null) return <p>Choose a day in the calendar to see its free times.</p>;
  return <>{children}</>;
}

/** The chosen time in words, said again when it changes. */
export function ChosenVisit({ startsAt, zone }: { startsAt: string | undefined; zone: string }) {
  if (!startsAt) return <p className={styles.hint}>No time chosen yet.</p>;
  const moment = visitMoment(startsAt, zone);
  return (
    <p className={styles.chosen} aria-live="polite">
      Your visit: {moment.day}, {moment.time} ({moment.date}).
    </p>
  );
}

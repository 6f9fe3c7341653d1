import { useSearchParams } from 'react-router-dom';
import { BOOKING_PATHS, DEFAULT_CLINIC_ZONE, DoctorSchedule } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { todayIn } from '../../lib/calendar/calendar-days';
import { ProfileFirst } from '../../lib/profile-first';
import { readSchedulePlace, shiftSpan, spanStart, spanTitle, visitClock, type ScheduleSpan } from './schedule-place';
import { ScheduleVisit } from './schedule-visit';
import { SpanSwitch } from './span-switch';
import styles from './schedule.module.css';

export const SCHEDULE_PATH = '/doctor/area/schedule';

/** The doctor's visits of a day or a week, in the clinic's zone, with the day and span kept in the address. */
export function SchedulePage({ now }: { now?: Date }) {
  const [params, setParams] = useSearchParams();
  const { date, days } = readSchedulePlace(params, todayIn(DEFAULT_CLINIC_ZONE, now));
  const go = (next: { date?: string; days?: ScheduleSpan }) =>
    setParams(new URLSearchParams({ date: next.date ?? date, days: String(next.days ?? days) }));
  const schedule = useApiQuery(BOOKING_PATHS.doctorSchedule, {
    query: { date: spanStart(date, days), days: String(days) },
    answer: DoctorSchedule,
  });
  // A doctor with no public card yet is no bookable doctor: the API knows no such doctor (404).
  const unpublished = schedule.status === 'error' && isNotFound(schedule.error);
  if (unpublished) {
    return (
      <Page>
        <h1>Schedule</h1>
        <ProfileFirst why="Patients book the services of your public card, so your visits start once it is published." />
      </Page>
    );
  }
  const byDay = new Map<string, { title: string; visits: DoctorSchedule['visits'] }>();
  if (schedule.status === 'success') {
    for (const visit of schedule.data.visits) {
      const clock = visitClock(visit.startsAt, schedule.data.zone);
      const entry = byDay.get(clock.day) ?? { title: clock.dayTitle, visits: [] };
      entry.visits.push(visit);
      byDay.set(clock.day, entry);
    }
  }

  return (
    <Page>
      <h1>Schedule</h1>
      <div className={styles.toolbar}>
        <div className={styles.moves} role="group" aria-label="Which days">
          <Button theme="outline" size="sm" onClick={() => go({ date: shiftSpan(date, days, -1) })}>
            {days === 1 ? 'Previous day' : 'Previous week'}
          </Button>
          <Button theme="outline" size="sm" onClick={() => go({ date: todayIn(DEFAULT_CLINIC_ZONE, now) })}>
            Today
          </Button>
          <Button theme="outline" size="sm" onClick={() => go({ date: shiftSpan(date, days, 1) })}>
            {days === 1 ? 'Next day' : 'Next week'}
          </Button>
        </div>
        <SpanSwitch days={days} onChange={(span) => go({ days: span })} />
      </div>
      <section aria-labelledby="schedule-span" aria-busy={schedule.status === 'loading'}>
        <h2 id="schedule-span">{spanTitle(date, days)}</h2>
        {schedule.status === 'loading' ? <Loading label="Loading your visits…" /> : null}
        {schedule.status === 'error' ? (
          <LoadFailed message="Your visits could not be loaded." onRetry={schedule.retry} />
        ) : null}
        {schedule.status === 'success' && schedule.data.visits.length === 0 ? (
          <p>No visits {days === 1 ? 'this day' : 'this week'}.</p>
        ) : null}
        {schedule.status === 'success' ? (
          <>
            {schedule.data.visits.length > 0 ? (
              <p className={styles.zone}>Times are the clinic's, {schedule.data.zone}.</p>
            ) : null}
            {[...byDay].map(([day, entry]) => (
              <section key={day} aria-label={entry.title}>
                {days === 7 ? <h3>{entry.title}</h3> : null}
                <ul className={styles.visits}>
                  {entry.visits.map((visit) => (
                    <ScheduleVisit key={visit.id} visit={visit} zone={schedule.data.zone} onChanged={schedule.retry} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        ) : null}
      </section>
    </Page>
  );
}

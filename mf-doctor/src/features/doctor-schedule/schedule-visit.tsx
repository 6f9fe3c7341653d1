import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  BOOKING_PATHS,
  DoctorVisit,
  formatPhone,
  VISIT_NOTE_MAX_LENGTH,
  type DoctorVisit as DoctorVisitShape,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Alert, Badge, Button, TextAreaField, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import { isVideoMeeting, MEETING_TYPE_NAMES } from '../../lib/meeting-types';
import { visitRoomPath } from '../visit-room/room-path';
import { visitClock } from './schedule-place';
import styles from './schedule.module.css';

const STATUS_WORDS: Record<DoctorVisitShape['status'], string> = {
  held: 'Held, awaiting payment',
  booked: 'Booked',
  released: 'Released',
  cancelled: 'Cancelled',
  done: 'Done',
  no_show: 'No-show',
};

/** One visit of the schedule: who, what, how, and marking it done or missed, with a short note the patient reads. */
export function ScheduleVisit({
  visit,
  zone,
  onChanged,
}: {
  visit: DoctorVisitShape;
  zone: string;
  onChanged: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clock = visitClock(visit.startsAt, zone);
  const until = visitClock(visit.endsAt, zone).time;
  const patient = `${visit.patient.firstName} ${visit.patient.lastName}`;

  const mark = async (outcome: 'done' | 'no_show') => {
    setBusy(true);
    setFailure(null);
    try {
      await getApiClient().request(BOOKING_PATHS.doctorVisitOutcome(visit.id), {
        method: 'POST',
        body: { outcome },
        answer: DoctorVisit,
      });
      onChanged();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The visit could not be marked. Try again.');
    }
    setBusy(false);
  };

  return (
    <li className={styles.visit}>
      <p className={styles.when}>
        {clock.time}–{until}{' '}
        <Badge tone={visit.status === 'booked' ? 'info' : 'neutral'}>{STATUS_WORDS[visit.status]}</Badge>
      </p>
      <p>
        <strong>{patient}</strong>, {visit.service.name}, {MEETING_TYPE_NAMES[visit.meetingType]}
        {visit.facility ? `, ${visit.facility.name}` : ''}. {visit.paid ? 'Paid.' : 'Not paid yet.'}
      </p>
      {visit.patientPhone ? <p>Call the patient: {formatPhone(visit.patientPhone)}</p> : null}
      {visit.status === 'booked' ? (
        <div className={styles.actions}>
          {isVideoMeeting(visit.meetingType) ? (
            <Link to={visitRoomPath(visit.id)}>
              Open the video room
              <VisuallyHidden>
                {' '}
                ({patient}, {clock.time})
              </VisuallyHidden>
            </Link>
          ) : null}
          <Button size="sm" theme="secondary" loading={busy} onClick={() => void mark('done')}>
            Mark done
            <VisuallyHidden>
              {' '}
              ({patient}, {clock.time})
            </VisuallyHidden>
          </Button>
          <Button size="sm" theme="outline" disabled={busy} onClick={() => void mark('no_show')}>
            Mark no-show
            <VisuallyHidden>
              {' '}
              ({patient}, {clock.time})
            </VisuallyHidden>
          </Button>
        </div>
      ) : null}
      {failure ? <Alert tone="danger" title={failure} /> : null}
      <VisitNote visit={visit} label={`Note for ${patient}`} />
    </li>
  );
}

/** The note is kept as typed once saved: the schedule is not read again, so the doctor's words stay in place. */
function VisitNote({ visit, label }: { visit: DoctorVisitShape; label: string }) {
  const [note, setNote] = useState(visit.note ?? '');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setSaved(false);
    try {
      await getApiClient().request(BOOKING_PATHS.doctorVisitNote(visit.id), {
        method: 'PUT',
        body: { note },
        answer: DoctorVisit,
      });
      setError(undefined);
      setSaved(true);
    } catch (failure) {
      setError(fieldMessage(failure, 'note') ?? 'The note could not be saved. Try again.');
    }
    setSending(false);
  };
  return (
    <form className={styles.note} aria-label={label} onSubmit={(event) => void save(event)}>
      <TextAreaField
        label="Note the patient sees"
        hint={`At most ${VISIT_NOTE_MAX_LENGTH} characters; ${VISIT_NOTE_MAX_LENGTH - note.length} left.`}
        value={note}
        maxLength={VISIT_NOTE_MAX_LENGTH}
        rows={2}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" size="sm" theme="outline" loading={sending}>
        Save the note
      </Button>
      <span role="status">{saved ? 'The note was saved.' : ''}</span>
    </form>
  );
}

function fieldMessage(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return error.message;
  const errors: unknown = data.errors;
  if (typeof errors !== 'object' || errors === null || !(field in errors)) return error.message;
  const messages: unknown = (errors as Record<string, unknown>)[field];
  return Array.isArray(messages) ? messages.join(' ') : error.message;
}

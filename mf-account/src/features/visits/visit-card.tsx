import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Appointment, ApiError, BOOKING_PATHS, formatMoney } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Alert, Badge, Button, VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import {
  doctorName,
  MEETING_TYPE_WORDS,
  reschedulePath,
  roomPath,
  VISIT_STATUS_WORDS,
  visitPath,
  visitWhen,
} from './visit-words';
import styles from './visits.module.css';

/** One visit: when, with whom, for whom, how, and what can still be done with it. */
export function VisitCard({
  appointment,
  zone,
  onChanged,
}: {
  appointment: Appointment;
  zone?: string;
  onChanged: () => void;
}) {
  const when = visitWhen(appointment.startsAt, zone);
  const open = appointment.status === 'booked' || appointment.status === 'held';
  return (
    <li className={styles.card}>
      <h3 className={styles.title}>
        <Link to={visitPath(appointment)}>
          {when.day}, {when.time}
        </Link>
      </h3>
      <p className={styles.line}>
        {appointment.service.name} with {doctorName(appointment.doctor)}, {appointment.doctor.mainCategory}
      </p>
      <p className={styles.line}>
        For {appointment.patient.firstName} {appointment.patient.lastName} ·{' '}
        {MEETING_TYPE_WORDS[appointment.meetingType]} · {formatMoney(appointment.priceMinor, appointment.currency)}
      </p>
      <Badge tone={open ? 'info' : 'neutral'}>{VISIT_STATUS_WORDS[appointment.status]}</Badge>
      {appointment.note ? <p className={styles.line}>The doctor's note: {appointment.note}</p> : null}
      {open ? <VisitActions appointment={appointment} zone={zone} onChanged={onChanged} /> : null}
    </li>
  );
}

function VisitActions({
  appointment,
  zone,
  onChanged,
}: {
  appointment: Appointment;
  zone?: string;
  onChanged: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const label = `${appointment.service.name}, ${visitWhen(appointment.startsAt, zone).day}`;
  const cancel = async () => {
    setSending(true);
    try {
      await getApiClient().request(BOOKING_PATHS.cancel(appointment.id), { method: 'POST', answer: Appointment });
      onChanged();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The visit could not be cancelled. Try again.');
      setSending(false);
      setConfirming(false);
    }
  };
  return (
    <div className={styles.actions}>
      {appointment.status === 'booked' && appointment.video ? (
        <Link to={roomPath(appointment)}>
          Join the video visit<VisuallyHidden> {label}</VisuallyHidden>
        </Link>
      ) : null}
      {appointment.status === 'booked' ? (
        <Link to={visitPath(appointment)}>
          How to join or where to go<VisuallyHidden> {label}</VisuallyHidden>
        </Link>
      ) : null}
      {appointment.changeable ? (
        <>
          <Link to={reschedulePath(appointment)}>
            Move to another time<VisuallyHidden> ({label})</VisuallyHidden>
          </Link>
          {confirming ? (
            <span role="group" aria-label={`Cancel ${label}?`} className={styles.confirm}>
              <span>{appointment.paid ? 'The payment is refunded.' : 'Nothing is charged.'}</span>
              <Button theme="accent" size="sm" loading={sending} onClick={() => void cancel()}>
                Yes, cancel the visit
              </Button>
              <Button theme="outline" size="sm" onClick={() => setConfirming(false)}>
                Keep the visit
              </Button>
            </span>
          ) : (
            <Button theme="outline" size="sm" onClick={() => setConfirming(true)}>
              Cancel<VisuallyHidden> {label}</VisuallyHidden>
            </Button>
          )}
        </>
      ) : (
        <span>Can no longer be moved or cancelled (less than 24 hours to go).</span>
      )}
      {failure ? <Alert tone="danger" title={failure} /> : null}
    </div>
  );
}

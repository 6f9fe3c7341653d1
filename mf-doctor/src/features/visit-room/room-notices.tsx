import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_CLINIC_ZONE, formatPhone, type VideoRoomAccess } from '@labshop/shared-contracts/core';
import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import { visitMoment } from '../booking/booking-words';
import { browserZone } from '../booking/slot-groups';
import { SCHEDULE_PATH } from '../doctor-schedule/schedule-page';
import styles from './visit-room.module.css';

/** Where each side keeps its visits: the patient's scheduled visits, the doctor's schedule. */
export function VisitsLink({ as }: { as: VideoRoomAccess['as'] }) {
  return as === 'doctor' ? (
    <Link to={SCHEDULE_PATH}>Your schedule</Link>
  ) : (
    <Link to="/account/visits">Your scheduled visits</Link>
  );
}

/** Longest wait the page keeps a timer for; beyond it the user comes back later anyway. */
const LONGEST_TIMER_MS = 12 * 3_600_000;

/** Before the room opens: when it will, and the page checks again by itself at that moment. */
export function NotOpenYet({ access, onOpen, now }: { access: VideoRoomAccess; onOpen: () => void; now: Date }) {
  const wait = new Date(access.opensAt).getTime() - now.getTime();
  useEffect(() => {
    if (wait <= 0 || wait > LONGEST_TIMER_MS) return undefined;
    const timer = setTimeout(onOpen, wait + 1_000);
    return () => clearTimeout(timer);
  }, [wait, onOpen]);
  const opens = visitMoment(access.opensAt, browserZone(DEFAULT_CLINIC_ZONE));
  return (
    <>
      <Alert tone="info" title={`The room opens at ${opens.time} on ${opens.day}`}>
        You can join from 10 minutes before the visit until an hour after it starts. This page lets you in by itself
        when the room opens.
      </Alert>
      <p className={styles.actions}>
        <Button theme="outline" onClick={onOpen}>
          Check again
        </Button>{' '}
        <VisitsLink as={access.as} />
      </p>
    </>
  );
}

export function Closed({ access }: { access: VideoRoomAccess }) {
  const closed = visitMoment(access.closesAt, browserZone(DEFAULT_CLINIC_ZONE));
  return (
    <>
      <Alert tone="info" title="The room is closed">
        The visit's room closed at {closed.time} on {closed.day}, an hour after the visit started.
      </Alert>
      <p>
        <VisitsLink as={access.as} />
      </p>
    </>
  );
}

/** Phone visits have no room: the doctor calls the patient, whose number only the doctor sees. */
export function PhoneVisit({ access }: { access: VideoRoomAccess }) {
  if (access.as === 'doctor') {
    return (
      <>
        <h2>A phone visit</h2>
        {access.patientPhone ? (
          <p>
            Call the patient at the time of the visit on{' '}
            <a href={`tel:${formatPhone(access.patientPhone).replace(/\s+/g, '')}`}>
              {formatPhone(access.patientPhone)}
            </a>
            .
          </p>
        ) : (
          <p>The patient left no phone number. Write to them through the shop's support.</p>
        )}
        <p>
          <VisitsLink as={access.as} />
        </p>
      </>
    );
  }
  return (
    <>
      <h2>A phone visit</h2>
      <p>
        There is no video room for this visit: the doctor calls you on the phone number of your account at the time of
        the visit. Keep your phone at hand.
      </p>
      <p>
        <VisitsLink as={access.as} />
      </p>
    </>
  );
}

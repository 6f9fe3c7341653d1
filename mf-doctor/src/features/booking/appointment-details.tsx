import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Appointment,
  AppointmentPaymentAnswer,
  ApiError,
  BOOKING_PATHS,
  formatMoney,
  type Appointment as AppointmentShape,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { downloadFile } from '@labshop/shared-contracts/web/remote-kit';
import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import { goToPaymentPage } from '../../lib/payment-page';
import { visitRoomPath } from '../visit-room/room-path';
import { MEETING_TYPE_NAMES } from '../../lib/meeting-types';
import { appointmentHeadline, howToMeet, paymentInWords } from './appointment-status';
import { bookingDoctorName, visitMoment } from './booking-words';
import { browserZone } from './slot-groups';
import styles from './booking.module.css';

/** Everything about one visit, and what can still be done with it: pay, add to a calendar, move or cancel. */
export function AppointmentDetails({
  appointment,
  onChanged,
  zone,
}: {
  appointment: AppointmentShape;
  onChanged: () => void;
  zone?: string;
}) {
  const patientZone = zone ?? browserZone(appointment.zone);
  const moment = visitMoment(appointment.startsAt, patientZone);
  const clinic = visitMoment(appointment.startsAt, appointment.zone);
  const headline = appointmentHeadline(appointment);
  const open = appointment.status === 'booked' || appointment.status === 'held';
  return (
    <article className={styles.form} aria-labelledby="visit-title">
      <h1 id="visit-title">{headline.title}</h1>
      <dl className={styles.facts}>
        <Fact term="Date">
          {moment.day} ({moment.date})
        </Fact>
        <Fact term="Time">
          {moment.time}
          {patientZone === appointment.zone
            ? ` (${appointment.zone})`
            : ` your time; ${clinic.time} at the clinic (${appointment.zone})`}
        </Fact>
        <Fact term="Doctor">
          <Link to={`/doctor/${encodeURIComponent(appointment.doctor.slug)}`}>
            {bookingDoctorName(appointment.doctor)}
          </Link>
          , {appointment.doctor.mainCategory}
        </Fact>
        <Fact term="Service">{appointment.service.name}</Fact>
        <Fact term="Patient">
          {appointment.patient.firstName} {appointment.patient.lastName}
        </Fact>
        <Fact term="Type">{MEETING_TYPE_NAMES[appointment.meetingType]}</Fact>
        <Fact term="Price">
          {formatMoney(appointment.priceMinor, appointment.currency)}, {paymentInWords(appointment).toLowerCase()}
        </Fact>
        {open ? <Fact term="How to meet">{howToMeet(appointment)}</Fact> : null}
        {appointment.note ? <Fact term="The doctor's note">{appointment.note}</Fact> : null}
      </dl>
      {appointment.status === 'booked' && appointment.video ? (
        <p>
          <Link to={visitRoomPath(appointment.id)}>Join the video visit</Link>
        </p>
      ) : null}
      {appointment.status === 'held' ? <PayNow appointment={appointment} /> : null}
      {open ? <VisitActions appointment={appointment} onChanged={onChanged} /> : null}
      <p>
        <Link to="/account/visits">All your scheduled visits</Link>
      </p>
    </article>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PayNow({ appointment }: { appointment: AppointmentShape }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const until = appointment.holdExpiresAt
    ? visitMoment(appointment.holdExpiresAt, browserZone(appointment.zone)).time
    : null;
  const pay = async () => {
    setSending(true);
    try {
      const answer = await getApiClient().request(BOOKING_PATHS.payment(appointment.id), {
        method: 'POST',
        answer: AppointmentPaymentAnswer,
      });
      goToPaymentPage(answer.payment.redirectUrl);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The payment could not be started. Try again.');
      setSending(false);
    }
  };
  return (
    <div className={styles.actions}>
      <p>{until ? `The time is held for you until ${until}.` : 'The time is held for you for 10 minutes.'}</p>
      <Button loading={sending} onClick={() => void pay()}>
        Pay now
      </Button>
      {failure ? <Alert tone="danger" title={failure} /> : null}
    </div>
  );
}

function VisitActions({ appointment, onChanged }: { appointment: AppointmentShape; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancel = async () => {
    setSending(true);
    try {
      await getApiClient().request(BOOKING_PATHS.cancel(appointment.id), { method: 'POST', answer: Appointment });
      onChanged();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'The visit could not be cancelled. Try again.');
    }
    setSending(false);
    setConfirming(false);
  };
  return (
    <div className={styles.actions}>
      <Button
        theme="outline"
        onClick={() => void downloadFile(BOOKING_PATHS.calendar(appointment.id), `visit-${appointment.id}.ics`)}
      >
        Add to calendar (.ics)
      </Button>
      {appointment.changeable ? (
        <>
          <Button
            theme="secondary"
            href={`/appointment/choose-date/${encodeURIComponent(appointment.service.id)}?reschedule=${encodeURIComponent(appointment.id)}`}
          >
            Move to another time
          </Button>
          {confirming ? (
            <div role="group" aria-label="Cancel the visit?" className={styles.confirm}>
              <p>
                Cancel the visit?{' '}
                {appointment.paid ? 'The payment is refunded to the way you paid.' : 'Nothing is charged.'}
              </p>
              <Button theme="accent" loading={sending} onClick={() => void cancel()}>
                Yes, cancel the visit
              </Button>
              <Button theme="outline" onClick={() => setConfirming(false)}>
                Keep the visit
              </Button>
            </div>
          ) : (
            <Button theme="outline" onClick={() => setConfirming(true)}>
              Cancel the visit
            </Button>
          )}
        </>
      ) : (
        <p>A visit can be cancelled or moved until 24 hours before it starts.</p>
      )}
      {failure ? <Alert tone="danger" title={failure} /> : null}
    </div>
  );
}

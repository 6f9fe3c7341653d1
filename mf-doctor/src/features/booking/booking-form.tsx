import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  BOOKING_PATHS,
  formatMoney,
  FreeSlots,
  PatientList,
  ACCOUNT_PATHS,
  type BookableService,
  type FreeSlot,
} from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { Alert, Button, RadioGroup, Select } from '@labshop/shared-contracts/web/ui';
import { Calendar } from '../../lib/calendar/calendar';
import { todayIn } from '../../lib/calendar/calendar-days';
import { goToPaymentPage } from '../../lib/payment-page';
import { MEETING_TYPE_NAMES, type MeetingType } from '../../lib/meeting-types';
import { bookVisit, type BookingOutcome } from './book-visit';
import { bookingDoctorName, visitMoment } from './booking-words';
import { freeTimesInWords, slotRangeFor, slotsByDay } from './free-days';
import { browserZone } from './slot-groups';
import { SlotPicker } from './slot-picker';
import { TakenSlotAlert } from './taken-slot-alert';
import styles from './booking.module.css';

const SELF = 'self';

export interface BookingFormProps {
  service: BookableService;
  rescheduleId: string | null;
  /** The patient's zone; the browser's by default. */
  zone?: string;
  now?: Date;
}

/** The meeting type, day, time, patient and payment of one visit, and taking the slot. */
export function BookingForm({ service, rescheduleId, zone, now }: BookingFormProps) {
  const navigate = useNavigate();
  const patientZone = zone ?? browserZone(service.zone);
  const zones = { patient: patientZone, clinic: service.zone };
  const today = todayIn(patientZone, now);
  const signedIn = Boolean(useLatestEvent('session:changed')?.user);
  const [meetingType, setMeetingType] = useState<MeetingType>(service.meetingTypes[0] ?? 'online');
  const [month, setMonth] = useState(today.slice(0, 7));
  const [day, setDay] = useState<string | null>(null);
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [patient, setPatient] = useState(SELF);
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const [sending, setSending] = useState(false);

  const range = slotRangeFor(month, today);
  const slots = useApiQuery(range ? BOOKING_PATHS.slots(service.id) : null, {
    query: { ...range, meetingType },
    answer: FreeSlots,
  });
  const patients = useApiQuery(signedIn && !rescheduleId ? ACCOUNT_PATHS.patients : null, { answer: PatientList });
  const days = useMemo(() => slotsByDay(slots.data?.slots ?? [], patientZone), [slots.data, patientZone]);
  const daySlots = day ? (days.get(day) ?? []) : [];

  const chooseSlot = (slot: FreeSlot) => {
    setDay(visitMoment(slot.startsAt, patientZone).iso);
    setMonth(visitMoment(slot.startsAt, patientZone).iso.slice(0, 7));
    setStartsAt(slot.startsAt);
    setOutcome(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (startsAt === null) {
      setOutcome({ kind: 'refused', message: 'Choose a day and a time first.', errors: {} });
      return;
    }
    setSending(true);
    const result = await bookVisit(
      {
        serviceId: service.id,
        startsAt,
        meetingType,
        patientId: patient === SELF ? null : patient,
        // Every meeting type is a video or phone visit (spec §3), paid online.
        paymentMethod: 'online',
      },
      rescheduleId,
    );
    setSending(false);
    setOutcome(result);
    if (result.kind === 'pay') goToPaymentPage(result.redirectUrl);
    if (result.kind === 'arranged') void navigate(`/appointment/selected/${encodeURIComponent(result.appointmentId)}`);
    if (result.kind === 'taken') {
      setStartsAt(null);
      slots.retry();
    }
  };

  const fieldError = (field: string) => (outcome?.kind === 'refused' ? outcome.errors[field]?.join(' ') : undefined);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.lead}>
        {service.name} with{' '}
        <Link to={`/doctor/${encodeURIComponent(service.doctor.slug)}`}>{bookingDoctorName(service.doctor)}</Link>,{' '}
        {service.doctor.mainCategory}. {formatMoney(service.priceMinor, service.currency)}.
      </p>
      <RadioGroup
        legend="How you meet the doctor"
        inline
        options={service.meetingTypes.map((type) => ({ value: type, label: MEETING_TYPE_NAMES[type] }))}
        value={meetingType}
        error={fieldError('meetingType')}
        onChange={(value) => {
          setMeetingType(value as MeetingType);
          setStartsAt(null);
        }}
      />
      <div className={styles.when}>
        <Calendar
          label="Day of the visit"
          value={day}
          today={today}
          onChange={(chosen) => {
            setDay(chosen);
            setStartsAt(null);
          }}
          onMonthShown={setMonth}
          isChoosable={(iso) => days.has(iso)}
          describeDay={(iso) => freeTimesInWords(days.get(iso)?.length ?? 0)}
        />
        <section aria-labelledby="times-title" aria-busy={slots.status === 'loading'} className={styles.times}>
          <h2 id="times-title">{day ? visitMoment(`${day}T12:00:00Z`, 'utc').day : 'Free times'}</h2>
          <DayTimes
            status={slots.status}
            day={day}
            onRetry={slots.retry}
            empty={days.size === 0 ? 'No free times this month. Try the next month.' : null}
          >
            <SlotPicker
              slots={daySlots.map((slot) => ({ startsAt: slot.startsAt, free: true }))}
              zones={zones}
              value={startsAt}
              onChange={(chosen) => {
                setStartsAt(chosen);
                setOutcome(null);
              }}
              now={now}
            />
          </DayTimes>
          {fieldError('startsAt') ? <p className={styles.error}>{fieldError('startsAt')}</p> : null}
        </section>
      </div>
      {outcome?.kind === 'taken' ? <TakenSlotAlert outcome={outcome} zone={patientZone} onChoose={chooseSlot} /> : null}
      {signedIn ? (
        <>
          {rescheduleId ? null : (
            <Select
              label="Who the visit is for"
              value={patient}
              error={fieldError('patientId')}
              onChange={(event) => setPatient(event.target.value)}
              options={[
                { value: SELF, label: 'Me (the account holder)' },
                ...(patients.data?.patients ?? []).map((one) => ({
                  value: one.id,
                  label: `${one.firstName} ${one.lastName}`,
                })),
              ]}
            />
          )}
          <ChosenVisit startsAt={startsAt} zone={patientZone} />
          {outcome?.kind === 'refused' ? (
            <Alert tone="danger" title={outcome.message}>
              {Object.keys(outcome.errors).length > 0 ? 'See the fields above.' : null}
            </Alert>
          ) : null}
          <Button type="submit" loading={sending} className={styles.submit}>
            {rescheduleId ? 'Move the visit to this time' : 'Book and pay'}
          </Button>
          {rescheduleId ? null : <p className={styles.hint}>The time is held for you for 10 minutes while you pay.</p>}
        </>
      ) : (
        <Alert tone="info" title="Log in to book a visit">
          <Link to="/login">Log in</Link> or <Link to="/register">create an account</Link>; the free times stay here.
        </Alert>
      )}
    </form>
  );
}

function DayTimes({
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

function ChosenVisit({ startsAt, zone }: { startsAt: string | null; zone: string }) {
  if (startsAt === null) return <p className={styles.hint}>No time chosen yet.</p>;
  const moment = visitMoment(startsAt, zone);
  return (
    <p className={styles.chosen} aria-live="polite">
      Your visit: {moment.day}, {moment.time} ({moment.date}).
    </p>
  );
}

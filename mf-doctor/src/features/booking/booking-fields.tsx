import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ACCOUNT_PATHS,
  BOOKING_PATHS,
  formatMoney,
  FreeSlots,
  PatientList,
  type BookableService,
  type FreeSlot,
} from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import {
  Field,
  FocusFirstInvalid,
  FormAlert,
  fieldError,
  formMessages,
  type FormApi,
} from '@labshop/shared-contracts/web/forms';
import { Alert, Button, RadioGroup, Select } from '@labshop/shared-contracts/web/ui';
import { Calendar } from '../../lib/calendar/calendar';
import { todayIn } from '../../lib/calendar/calendar-days';
import { MEETING_TYPE_NAMES, type MeetingType } from '../../lib/meeting-types';
import type { BookingOutcome } from './book-visit';
import { bookingDoctorName, visitMoment } from './booking-words';
import { SELF, type BookingValues } from './booking-values';
import { ChosenVisit, DayTimes } from './day-times';
import { freeTimesInWords, slotRangeFor, slotsByDay } from './free-days';
import { SlotPicker } from './slot-picker';
import { TakenSlotAlert } from './taken-slot-alert';
import styles from './booking.module.css';

export interface BookingFieldsProps {
  service: BookableService;
  rescheduleId: string | null;
  /** The patient's zone. */
  zone: string;
  now?: Date;
  values: BookingValues;
  form: FormApi<BookingValues>;
  submitting: boolean;
  submitError: unknown;
  taken: Extract<BookingOutcome, { kind: 'taken' }> | null;
  onSlotChosen: () => void;
  onSubmit: (event?: FormEvent) => unknown;
}

/** The booking form's fields: how, when (a month of free days and the chosen day's times), for whom, how to pay. */
export function BookingFields(props: BookingFieldsProps) {
  const { service, rescheduleId, zone, now, values, form, submitting, submitError, taken } = props;
  const timesId = useId();
  const today = todayIn(zone, now);
  const signedIn = Boolean(useLatestEvent('session:changed')?.user);
  const [month, setMonth] = useState(today.slice(0, 7));
  const [day, setDay] = useState<string | null>(null);

  const range = slotRangeFor(month, today);
  const slots = useApiQuery(range ? BOOKING_PATHS.slots(service.id) : null, {
    query: { ...range, meetingType: values.meetingType },
    answer: FreeSlots,
  });
  const { retry: readSlotsAgain } = slots;
  // A time just taken by someone else is no longer free: the times are read again.
  useEffect(() => {
    if (taken) readSlotsAgain();
  }, [taken, readSlotsAgain]);
  const patients = useApiQuery(signedIn && !rescheduleId ? ACCOUNT_PATHS.patients : null, { answer: PatientList });
  const days = useMemo(() => slotsByDay(slots.data?.slots ?? [], zone), [slots.data, zone]);
  const daySlots = day ? (days.get(day) ?? []) : [];

  const chooseSlot = (slot: FreeSlot) => {
    const iso = visitMoment(slot.startsAt, zone).iso;
    setDay(iso);
    setMonth(iso.slice(0, 7));
    form.change('startsAt', slot.startsAt);
    props.onSlotChosen();
  };

  return (
    <form className={styles.form} noValidate aria-label="Book a visit" onSubmit={(event) => void props.onSubmit(event)}>
      <FocusFirstInvalid />
      <p className={styles.lead}>
        {service.name} with{' '}
        <Link to={`/doctor/${encodeURIComponent(service.doctor.slug)}`}>{bookingDoctorName(service.doctor)}</Link>,{' '}
        {service.doctor.mainCategory}. {formatMoney(service.priceMinor, service.currency)}.
      </p>
      <Field<MeetingType> name="meetingType">
        {({ input, meta }) => (
          <RadioGroup
            name={input.name}
            legend="How you meet the doctor"
            inline
            options={service.meetingTypes.map((type) => ({ value: type, label: MEETING_TYPE_NAMES[type] }))}
            value={input.value}
            error={fieldError(meta)}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            onChange={(value) => {
              input.onChange(value);
              // Each meeting type has its own free times: a time chosen for another is not offered here.
              form.change('startsAt', undefined);
            }}
          />
        )}
      </Field>
      <div className={styles.when}>
        <Calendar
          label="Day of the visit"
          value={day}
          today={today}
          onChange={(chosen) => {
            setDay(chosen);
            form.change('startsAt', undefined);
          }}
          onMonthShown={setMonth}
          isChoosable={(iso) => days.has(iso)}
          describeDay={(iso) => freeTimesInWords(days.get(iso)?.length ?? 0)}
        />
        <Field<string> name="startsAt">
          {({ input, meta }) => {
            const error = fieldError(meta);
            return (
              <section
                aria-labelledby={`${timesId}-title`}
                aria-describedby={error ? `${timesId}-error` : undefined}
                aria-busy={slots.status === 'loading'}
                className={styles.times}
                // With no time chosen, a refused submit brings focus here, where the message is read with the times.
                tabIndex={-1}
                data-invalid={error ? true : undefined}
              >
                <h2 id={`${timesId}-title`}>{day ? visitMoment(`${day}T12:00:00Z`, 'utc').day : 'Free times'}</h2>
                <DayTimes
                  status={slots.status}
                  day={day}
                  onRetry={slots.retry}
                  empty={days.size === 0 ? 'No free times this month. Try the next month.' : null}
                >
                  <SlotPicker
                    slots={daySlots.map((slot) => ({ startsAt: slot.startsAt, free: true }))}
                    zones={{ patient: zone, clinic: service.zone }}
                    value={input.value || null}
                    onChange={(chosen) => {
                      input.onChange(chosen);
                      props.onSlotChosen();
                    }}
                    now={now}
                  />
                </DayTimes>
                {error ? (
                  <p id={`${timesId}-error`} className={styles.error}>
                    {error}
                  </p>
                ) : null}
              </section>
            );
          }}
        </Field>
      </div>
      {taken ? <TakenSlotAlert outcome={taken} zone={zone} onChoose={chooseSlot} /> : null}
      {signedIn ? (
        <>
          {rescheduleId ? null : (
            <Field<string> name="patientId">
              {({ input, meta }) => (
                <Select
                  {...input}
                  label="Who the visit is for"
                  error={fieldError(meta)}
                  options={[
                    { value: SELF, label: 'Me (the account holder)' },
                    ...(patients.data?.patients ?? []).map((one) => ({
                      value: one.id,
                      label: `${one.firstName} ${one.lastName}`,
                    })),
                  ]}
                />
              )}
            </Field>
          )}
          <ChosenVisit startsAt={values.startsAt} zone={zone} />
          <FormAlert messages={formMessages(submitError)} />
          <Button type="submit" loading={submitting} className={styles.submit}>
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

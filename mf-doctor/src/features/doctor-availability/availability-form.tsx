import { useState, type FormEvent } from 'react';
import {
  ApiError,
  BOOKING_PATHS,
  DoctorAvailability,
  type AvailabilityRule,
  type DoctorAvailability as Availability,
  type DoctorCard,
  type FacilityChoices,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Alert, Button, DateField, Select, TextField } from '@labshop/shared-contracts/web/ui';
import { WEEKDAY_NAMES } from '../../lib/calendar/calendar-days';
import { MEETING_TYPE_NAMES } from '../../lib/meeting-types';
import styles from './availability.module.css';

type Errors = Record<string, string[]>;

export interface AvailabilityFormProps {
  initial: Availability;
  services: DoctorCard['services'];
  facilities: FacilityChoices['items'];
}

/** The weekly hours and days off, edited in place and saved at once (the API replaces them all). */
export function AvailabilityForm({ initial, services, facilities }: AvailabilityFormProps) {
  const [rules, setRules] = useState(initial.rules);
  const [exceptions, setExceptions] = useState(initial.exceptions);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const firstService = services[0];
  const newRule = (): AvailabilityRule => ({
    serviceId: firstService?.id ?? '',
    facilityId: facilities[0]?.id ?? '',
    meetingType: firstService?.meetingTypes[0] ?? 'online',
    weekday: 1,
    start: '09:00',
    end: '13:00',
    slotMinutes: 30,
  });
  const changeRule = (index: number, change: Partial<AvailabilityRule>) =>
    setRules((all) => all.map((rule, at) => (at === index ? { ...rule, ...change } : rule)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const saved = await getApiClient().request(BOOKING_PATHS.doctorAvailability, {
        method: 'PUT',
        body: { zone: initial.zone, rules, exceptions },
        answer: DoctorAvailability,
      });
      setRules(saved.rules);
      setExceptions(saved.exceptions);
      setErrors({});
      setResult({ tone: 'success', text: 'The changes were recorded.' });
    } catch (error) {
      setErrors(errorsOf(error));
      setResult({ tone: 'danger', text: 'An error occurred. Changes were not saved.' });
    }
    setSending(false);
  };
  const error = (field: string) => errors[field]?.join(' ');

  return (
    <form className={styles.form} aria-label="Availability" noValidate onSubmit={(event) => void save(event)}>
      <p>Hours are in the clinic's time zone, {initial.zone}.</p>
      <h2>Weekly hours</h2>
      {rules.length === 0 ? <p>No hours yet: patients cannot book you until you add some.</p> : null}
      <ol className={styles.rules}>
        {rules.map((rule, index) => {
          const service = services.find((one) => one.id === rule.serviceId);
          const name = `Hours ${index + 1}`;
          return (
            <li key={index}>
              <fieldset className={styles.rule}>
                <legend>{name}</legend>
                <Select
                  label="Service"
                  value={rule.serviceId}
                  error={error(`rules.${index}.serviceId`)}
                  options={services.map((one) => ({ value: one.id, label: one.name }))}
                  onChange={(event) => changeRule(index, { serviceId: event.target.value })}
                />
                <Select
                  label="Facility"
                  value={rule.facilityId}
                  error={error(`rules.${index}.facilityId`)}
                  options={facilities.map((one) => ({ value: one.id, label: `${one.name}, ${one.city.name}` }))}
                  onChange={(event) => changeRule(index, { facilityId: event.target.value })}
                />
                <Select
                  label="Meeting type"
                  value={rule.meetingType}
                  error={error(`rules.${index}.meetingType`)}
                  options={(service?.meetingTypes ?? [rule.meetingType]).map((type) => ({
                    value: type,
                    label: MEETING_TYPE_NAMES[type],
                  }))}
                  onChange={(event) =>
                    changeRule(index, {
                      meetingType:
                        service?.meetingTypes.find((type) => type === event.target.value) ?? rule.meetingType,
                    })
                  }
                />
                <Select
                  label="Day"
                  value={String(rule.weekday)}
                  error={error(`rules.${index}.weekday`)}
                  options={WEEKDAY_NAMES.map((day, at) => ({ value: String(at + 1), label: day }))}
                  onChange={(event) => changeRule(index, { weekday: Number(event.target.value) })}
                />
                <TextField
                  label="From (HH:mm)"
                  inputMode="numeric"
                  value={rule.start}
                  error={error(`rules.${index}.start`)}
                  onChange={(event) => changeRule(index, { start: event.target.value })}
                />
                <TextField
                  label="To (HH:mm)"
                  inputMode="numeric"
                  value={rule.end}
                  error={error(`rules.${index}.end`)}
                  onChange={(event) => changeRule(index, { end: event.target.value })}
                />
                <TextField
                  label="Visit length (minutes)"
                  type="number"
                  min={5}
                  max={240}
                  value={String(rule.slotMinutes)}
                  error={error(`rules.${index}.slotMinutes`)}
                  onChange={(event) => changeRule(index, { slotMinutes: Number(event.target.value) })}
                />
                <Button
                  theme="outline"
                  size="sm"
                  type="button"
                  onClick={() => setRules((all) => all.filter((_, at) => at !== index))}
                >
                  Remove {name.toLowerCase()}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        theme="secondary"
        type="button"
        disabled={services.length === 0}
        onClick={() => setRules([...rules, newRule()])}
      >
        Add hours
      </Button>
      <h2>Days off</h2>
      {exceptions.length === 0 ? <p>No days off.</p> : null}
      <ol className={styles.rules}>
        {exceptions.map((exception, index) => (
          <li key={index}>
            <fieldset className={styles.rule}>
              <legend>Day off {index + 1}</legend>
              <DateField
                label="Date"
                value={exception.date}
                error={error(`exceptions.${index}.date`)}
                onChange={(date) =>
                  setExceptions((all) => all.map((one, at) => (at === index ? { ...one, date } : one)))
                }
              />
              <TextField
                label="Reason (optional)"
                value={exception.reason ?? ''}
                onChange={(event) =>
                  setExceptions((all) =>
                    all.map((one, at) => (at === index ? { ...one, reason: event.target.value || null } : one)),
                  )
                }
              />
              <Button
                theme="outline"
                size="sm"
                type="button"
                onClick={() => setExceptions((all) => all.filter((_, at) => at !== index))}
              >
                Remove day off {index + 1}
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        theme="secondary"
        type="button"
        onClick={() => setExceptions([...exceptions, { date: '', reason: null }])}
      >
        Add a day off
      </Button>
      <div aria-live="polite">{result ? <Alert tone={result.tone} live="off" title={result.text} /> : null}</div>
      <Button type="submit" loading={sending} className={styles.save}>
        Save availability
      </Button>
    </form>
  );
}

function errorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const { errors } = data;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

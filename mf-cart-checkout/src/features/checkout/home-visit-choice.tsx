import { useEffect, useState } from 'react';
import { is, string, type } from 'superstruct';
import { Field, useForm, useFormState, FormRadioGroup, fieldError } from '@labshop/shared-contracts/web/forms';
import {
  HOME_VISIT_PATHS,
  HomeVisitDaysAnswer,
  homeVisitDayText,
  type HomeVisitDay,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Select } from '@labshop/shared-contracts/web/ui';
import { visitWindowValue } from './checkout-values';
import styles from './checkout.module.css';

export const HOME_VISIT_TEXTS = {
  windowFull: 'Fully booked',
  dayFull: (day: string) => `${day} (fully booked)`,
  noneFree: 'Nurses have no free visits in this city in the next two weeks. Choose a collection point instead.',
} as const;

/** The API refused the chosen time (taken meanwhile, or past): the submit error the form keeps on its window. */
const VisitRefused = type({ visit: type({ window: string() }) });

const hasFreeWindow = (day: HomeVisitDay) => day.windows.some((window) => !window.full);

function WindowChoice({ day }: { day: HomeVisitDay | undefined }) {
  if (!day) return <p className={styles.hint}>Choose a day to see the times the nurse can come.</p>;
  return (
    <FormRadioGroup
      name="visit.window"
      legend="Time of the visit"
      hint="The nurse arrives within the window you choose."
      required
      choices={day.windows.map((window) => ({
        value: visitWindowValue(window),
        label: `${window.from}–${window.to}`,
        ...(window.full ? { disabled: true, hint: HOME_VISIT_TEXTS.windowFull } : {}),
      }))}
    />
  );
}

/**
 * The day and time window of the nurse's visit, from the windows the chosen city offers; a fully booked window (or
 * day) is shown but cannot be chosen. Changing the day clears a window that day does not have free. When the API
 * refuses the chosen time (it filled meanwhile), the times are read again, and the ones read before stay in view
 * meanwhile, with the refusal on the field.
 */
export function HomeVisitChoice({ cityUuid }: { cityUuid: string }) {
  const form = useForm();
  const { submitErrors } = useFormState({ subscription: { submitErrors: true } });
  const offered = useApiQuery(HOME_VISIT_PATHS.windows, {
    query: { city_uuid: cityUuid },
    answer: HomeVisitDaysAnswer,
  });
  const { retry } = offered;
  const [days, setDays] = useState<HomeVisitDay[] | null>(null);
  if (offered.status === 'success' && offered.data.days !== days) setDays(offered.data.days);

  useEffect(() => {
    if (is(submitErrors, VisitRefused)) retry();
  }, [submitErrors, retry]);

  return (
    <fieldset className={styles.group} aria-busy={offered.status === 'loading'}>
      <legend>Day and time of the visit</legend>
      {offered.status === 'loading' && days === null ? <Loading label="Loading the times nurses visit…" /> : null}
      {offered.status === 'error' ? (
        <LoadFailed message="The visit times could not be loaded." onRetry={offered.retry} />
      ) : null}
      {days !== null && !days.some(hasFreeWindow) ? <p>{HOME_VISIT_TEXTS.noneFree}</p> : null}
      {days !== null && days.length > 0 ? (
        <Field<string> name="visit.date">
          {({ input, meta }) => {
            const day = days.find((candidate) => candidate.date === input.value);
            return (
              <>
                <Select
                  label="Day of the visit"
                  placeholder="Choose a day"
                  required
                  options={days.map((candidate) => ({
                    value: candidate.date,
                    label: hasFreeWindow(candidate)
                      ? homeVisitDayText(candidate.date)
                      : HOME_VISIT_TEXTS.dayFull(homeVisitDayText(candidate.date)),
                    disabled: !hasFreeWindow(candidate),
                  }))}
                  name={input.name}
                  value={input.value}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  error={fieldError(meta)}
                  onChange={(event) => {
                    const next = days.find((candidate) => candidate.date === event.target.value);
                    const window = String(form.getFieldState('visit.window')?.value ?? '');
                    if (!next?.windows.some((held) => !held.full && visitWindowValue(held) === window)) {
                      form.change('visit.window', '');
                    }
                    input.onChange(event.target.value);
                  }}
                />
                <WindowChoice day={day} />
              </>
            );
          }}
        </Field>
      ) : null}
    </fieldset>
  );
}

import { Field, useForm, FormRadioGroup, fieldError } from '@labshop/shared-contracts/web/forms';
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
      }))}
    />
  );
}

/**
 * The day and time window of the nurse's visit, from the windows the chosen city offers. Changing the day clears a
 * window that day does not have.
 */
export function HomeVisitChoice({ cityUuid }: { cityUuid: string }) {
  const form = useForm();
  const offered = useApiQuery(HOME_VISIT_PATHS.windows, {
    query: { city_uuid: cityUuid },
    answer: HomeVisitDaysAnswer,
  });
  const days = offered.data?.days ?? [];
  return (
    <fieldset className={styles.group} aria-busy={offered.status === 'loading'}>
      <legend>Day and time of the visit</legend>
      {offered.status === 'loading' ? <Loading label="Loading the times nurses visit…" /> : null}
      {offered.status === 'error' ? (
        <LoadFailed message="The visit times could not be loaded." onRetry={offered.retry} />
      ) : null}
      {offered.status === 'success' && days.length === 0 ? (
        <p>Nurses have no free visits in this city in the next two weeks. Choose a collection point instead.</p>
      ) : null}
      {offered.status === 'success' && days.length > 0 ? (
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
                    label: homeVisitDayText(candidate.date),
                  }))}
                  name={input.name}
                  value={input.value}
                  onBlur={input.onBlur}
                  onFocus={input.onFocus}
                  error={fieldError(meta)}
                  onChange={(event) => {
                    const next = days.find((candidate) => candidate.date === event.target.value);
                    const window = String(form.getFieldState('visit.window')?.value ?? '');
                    if (!next?.windows.some((held) => visitWindowValue(held) === window)) {
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

import { useState, type FormEvent } from 'react';
import { WEIGHT_LOSS_MESSAGES, WEIGHT_LOSS_PATHS, WeightEntry } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Alert, Button, formatDate, TextField } from '@labshop/shared-contracts/web/ui';
import { fieldErrorsOf } from '../../lib/api-field-errors';
import { WeightFields } from '../../lib/measures/measure-fields';
import { EMPTY_WEIGHT, typedWeightText, weightInputOf, type WeightDraft } from '../../lib/measures/measure-drafts';
import { isPastOrToday, patientTimeZone } from '../../lib/patient-day';
import { PROGRESS_TEXTS } from './progress-texts';
import styles from './progress.module.css';

/**
 * Logs today's (or another past day's) weight, in any unit; the page reloads its progress once it is kept. "Today"
 * is the patient's own day (`today`, from their calendar), and the API is told their zone to check by the same day.
 */
export function LogWeightForm({
  programmeId,
  today,
  onLogged,
}: {
  programmeId: string;
  today: string;
  onLogged: () => void;
}) {
  const [weight, setWeight] = useState<WeightDraft>(EMPTY_WEIGHT);
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [logged, setLogged] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = weightInputOf(weight);
    setFailed(false);
    setLogged(null);
    const problems = {
      ...(input ? {} : { weight: PROGRESS_TEXTS.weightRequired }),
      ...(isPastOrToday(date, today) ? {} : { date: WEIGHT_LOSS_MESSAGES.date }),
    };
    setErrors(problems);
    if (!input || Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const entry = await getApiClient().request(WEIGHT_LOSS_PATHS.entries(programmeId), {
        method: 'POST',
        body: { date, weight: input, timeZone: patientTimeZone() },
        answer: WeightEntry,
      });
      setErrors({});
      setWeight({ ...EMPTY_WEIGHT, unit: weight.unit });
      // Kept in kilograms, said back in the unit the patient typed too, so they recognise their own number.
      const typed = input.unit === 'kg' ? '' : ` (${typedWeightText(input)})`;
      setLogged(`${PROGRESS_TEXTS.logged} ${entry.weightKg.toFixed(1)} kg${typed} on ${formatDate(entry.date)}.`);
      onLogged();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField ?? {});
      setFailed(byField === null);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="log-weight-title"
    >
      <h2 id="log-weight-title">{PROGRESS_TEXTS.logTitle}</h2>
      <WeightFields legend="Weight" draft={weight} onChange={setWeight} error={errors.weight} />
      <TextField
        label="Date"
        type="date"
        max={today}
        required
        value={date}
        error={errors.date ?? errors.timeZone}
        onChange={(event) => setDate(event.target.value)}
      />
      {failed ? <Alert tone="danger" title={PROGRESS_TEXTS.failure} /> : null}
      <div role="status">{logged}</div>
      <Button type="submit" loading={sending}>
        {PROGRESS_TEXTS.logWeight}
      </Button>
    </form>
  );
}

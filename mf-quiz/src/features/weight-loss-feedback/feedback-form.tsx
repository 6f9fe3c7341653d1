import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  FEEDBACK_SATISFACTION,
  FEEDBACK_SATISFACTION_WORDS,
  FEEDBACK_SIDE_EFFECT_WORDS,
  FEEDBACK_SIDE_EFFECTS,
  FEEDBACK_TEXT_MAX,
  WEIGHT_LOSS_PATHS,
  WeightLossFeedback,
  type WeightLossFeedbackRequest,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Alert, Button, CheckboxGroup, RadioGroup, TextAreaField, TextField } from '@labshop/shared-contracts/web/ui';
import { fieldErrorsOf } from '../../lib/api-field-errors';
import { EMPTY_WEIGHT, weightInputOf, type WeightDraft } from '../../lib/measures/measure-drafts';
import { WeightFields } from '../../lib/measures/measure-fields';
import { patientTimeZone } from '../../lib/patient-day';
import { FEEDBACK_TEXTS } from './feedback-texts';
import styles from './feedback.module.css';

export const FEEDBACK_THANKS_PATH = '/quiz/weight-loss-feedback/thanks';

type Satisfaction = WeightLossFeedbackRequest['satisfaction'];
type SideEffect = WeightLossFeedbackRequest['sideEffects'][number];

/** The quiz's rules (spec §5) before anything is sent: one satisfaction, at least one side effect, 'other' said. */
function problemsOf(satisfaction: string, sideEffects: readonly string[], other: string, weight: WeightDraft) {
  const problems: Record<string, string> = {};
  if (!satisfaction) problems.satisfaction = FEEDBACK_TEXTS.chooseOne;
  if (sideEffects.length === 0) problems.sideEffects = FEEDBACK_TEXTS.chooseAtLeastOne;
  if (sideEffects.includes('other') && !other.trim()) problems.sideEffectsOther = FEEDBACK_TEXTS.specify;
  if (!weightInputOf(weight)) problems.weight = FEEDBACK_TEXTS.weightRequired;
  return problems;
}

/** The monthly check-in of the programme `programmeId`; once kept, the thanks page. */
export function FeedbackForm({ programmeId }: { programmeId: string }) {
  const navigate = useNavigate();
  const [satisfaction, setSatisfaction] = useState('');
  const [sideEffects, setSideEffects] = useState<string[]>([]);
  const [other, setOther] = useState('');
  const [weight, setWeight] = useState<WeightDraft>(EMPTY_WEIGHT);
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const problems = problemsOf(satisfaction, sideEffects, other, weight);
    const weightInput = weightInputOf(weight);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !weightInput) return;
    setSending(true);
    try {
      await getApiClient().request(WEIGHT_LOSS_PATHS.feedback(programmeId), {
        method: 'POST',
        body: {
          satisfaction: satisfaction as Satisfaction,
          sideEffects: sideEffects as SideEffect[],
          sideEffectsOther: sideEffects.includes('other') ? other : null,
          weight: weightInput,
          comments: comments.trim() || null,
          // The check-in is dated the patient's own day where they live.
          timeZone: patientTimeZone(),
        } satisfies WeightLossFeedbackRequest,
        answer: WeightLossFeedback,
      });
      void navigate(FEEDBACK_THANKS_PATH);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField ?? {});
      // A time zone the API does not know has no field of its own here: it is the general failure.
      setFailed(byField === null || 'timeZone' in byField);
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={FEEDBACK_TEXTS.title}>
      <RadioGroup
        legend={FEEDBACK_TEXTS.satisfaction}
        required
        options={FEEDBACK_SATISFACTION.map((value) => ({ value, label: FEEDBACK_SATISFACTION_WORDS[value] }))}
        value={satisfaction}
        error={errors.satisfaction}
        onChange={setSatisfaction}
      />
      <CheckboxGroup
        legend={FEEDBACK_TEXTS.sideEffects}
        required
        options={FEEDBACK_SIDE_EFFECTS.map((value) => ({
          value,
          label: value === 'none' ? 'None of these' : FEEDBACK_SIDE_EFFECT_WORDS[value],
        }))}
        value={sideEffects}
        error={errors.sideEffects}
        onChange={setSideEffects}
      />
      {sideEffects.includes('other') ? (
        <TextField
          label={FEEDBACK_TEXTS.sideEffectsOther}
          required
          maxLength={FEEDBACK_TEXT_MAX}
          value={other}
          error={errors.sideEffectsOther}
          onChange={(event) => setOther(event.target.value)}
        />
      ) : null}
      <WeightFields legend={FEEDBACK_TEXTS.weight} draft={weight} onChange={setWeight} error={errors.weight} />
      <TextAreaField
        label={FEEDBACK_TEXTS.comments}
        maxLength={FEEDBACK_TEXT_MAX}
        value={comments}
        error={errors.comments}
        onChange={(event) => setComments(event.target.value)}
      />
      {failed ? <Alert tone="danger" title={FEEDBACK_TEXTS.failure} /> : null}
      <Button type="submit" loading={sending}>
        {FEEDBACK_TEXTS.send}
      </Button>
    </form>
  );
}

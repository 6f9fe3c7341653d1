import { useState, type FormEvent } from 'react';
import { WEIGHT_LOSS_PATHS, WEIGHT_LOSS_MESSAGES, WeightLossProgress } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import { fieldErrorsOf } from '../../lib/api-field-errors';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { useNewestQuizRecord } from '../../lib/my-quiz-records';
import { completedQuizRecord } from '../../lib/weight-loss-quiz-session';
import { goalFromQuiz } from './goal-from-quiz';
import { HeightFields, WeightFields } from '../../lib/measures/measure-fields';
import { heightInputOf, weightInputOf, type HeightDraft, type WeightDraft } from '../../lib/measures/measure-drafts';
import { PROGRESS_TEXTS } from './progress-texts';
import styles from './progress.module.css';

interface GoalFormProps {
  programmeId: string;
  onSaved: () => void;
}

/**
 * The height the BMI is worked out with and the target weight the chart draws (required: spec §5), starting from
 * what the patient gave in the weight-loss quiz: their account's newest, sent from whichever browser or device, else
 * the one this browser sent.
 */
export function GoalForm(props: GoalFormProps) {
  const mine = useNewestQuizRecord('weight-loss');
  if (mine.loading) return <Loading label="Loading your quiz answers…" />;
  return <GoalFields {...props} given={goalFromQuiz(mine.record ?? completedQuizRecord())} />;
}

function GoalFields({ programmeId, onSaved, given }: GoalFormProps & { given: ReturnType<typeof goalFromQuiz> }) {
  const [height, setHeight] = useState<HeightDraft>(given.height);
  const [target, setTarget] = useState<WeightDraft>(given.target);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const heightInput = heightInputOf(height);
    const targetInput = weightInputOf(target);
    setFailed(false);
    if (!heightInput || !targetInput) {
      setErrors({
        ...(heightInput ? {} : { height: PROGRESS_TEXTS.heightRequired }),
        ...(targetInput ? {} : { targetWeight: WEIGHT_LOSS_MESSAGES.targetRequired }),
      });
      return;
    }
    setSending(true);
    try {
      await getApiClient().request(WEIGHT_LOSS_PATHS.goal(programmeId), {
        method: 'PUT',
        body: { height: heightInput, targetWeight: targetInput },
        answer: WeightLossProgress,
      });
      onSaved();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField ?? {});
      setFailed(byField === null);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="goal-title">
      <h2 id="goal-title">{PROGRESS_TEXTS.goalTitle}</h2>
      <p>{PROGRESS_TEXTS.goalWhy}</p>
      <HeightFields legend="Height" draft={height} onChange={setHeight} error={errors.height} />
      <WeightFields legend="Target weight" draft={target} onChange={setTarget} error={errors.targetWeight} />
      {failed ? <Alert tone="danger" title={PROGRESS_TEXTS.failure} /> : null}
      <Button type="submit" loading={sending}>
        {PROGRESS_TEXTS.saveGoal}
      </Button>
    </form>
  );
}

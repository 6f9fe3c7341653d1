import { useMemo, useState, type ReactNode } from 'react';
import {
  ApiError,
  validateQuizAnswers,
  visibleSteps,
  type QuizAnswers,
  type QuizDefinition,
  type QuizRecord,
  type QuizStep,
  type QuizSubmission,
} from '@labshop/shared-contracts/core';
import { Field, FocusFirstInvalid, Form, FormSpy, validateWith } from '@labshop/shared-contracts/web/forms';
import { Button } from '@labshop/shared-contracts/web/ui';
import { EMPTY_ANSWER } from './answers';
import { QuestionField } from './question-field';
import { QuizProgressBar } from './quiz-progress-bar';
import { useSavedProgress, writeProgress, type QuizProgress } from './saved-progress';
import { questionField, stepStruct, stepValues, withStepAnswers, type StepValues } from './step-form';
import { useStepNavigation } from './step-navigation';
import styles from './quiz.module.css';

/** What a quiz that fails says (the product's text, spec §8), with a try-again action. */
export const QUIZ_FAILURE = 'Something went wrong';

export interface QuizRunnerProps {
  quiz: QuizDefinition;
  /** Where this quiz's answers are kept for the browser session (one key per quiz, and per patient if need be). */
  storageKey: string;
  /** Sends the answers (the quiz's API call, `submitQuiz`); a rejection shows the failure and keeps every answer. */
  submit: (submission: Pick<QuizSubmission, 'answers' | 'skippedSteps'>) => Promise<QuizRecord>;
  /** Called once the answers are kept: the quiz is completed (a page usually moves on to its thanks page). */
  onCompleted: (record: QuizRecord) => void;
  /** Shown on the last step above its send button, e.g. whom the quiz is for. */
  beforeSubmit?: ReactNode;
  submitLabel?: string;
}

/**
 * Any questionnaire, one step at a time: next, back, skip-section (on a skippable step), then submit, then
 * completed. Answers are kept as they are typed, so a reload, the back button or a failure loses nothing.
 */
export function QuizRunner({
  quiz,
  storageKey,
  submit,
  onCompleted,
  beforeSubmit,
  submitLabel = 'Send my answers',
}: QuizRunnerProps) {
  const [progress, saveProgress, clearProgress] = useSavedProgress(storageKey);
  const steps = visibleSteps(quiz.steps, progress.answers);
  const { index, goTo } = useStepNavigation(steps);
  const [sending, setSending] = useState<'idle' | 'sending' | 'failed'>('idle');
  const step = steps[index];
  if (!step) return null;

  async function send(answers: QuizAnswers, skippedSteps: readonly string[]) {
    // A step left unanswered (another tab cleared the session, a link straight to the last step) is asked first.
    const missing = Object.keys(validateQuizAnswers(quiz, answers, skippedSteps));
    const firstMissing = visibleSteps(quiz.steps, answers).find((candidate) =>
      candidate.questions.some((question) => missing.includes(question.id)),
    );
    if (firstMissing) {
      goTo(firstMissing.id);
      return;
    }
    setSending('sending');
    try {
      const record = await submit({ answers, skippedSteps: [...skippedSteps] });
      clearProgress();
      onCompleted(record);
    } catch (error) {
      const refused = error instanceof ApiError && error.code === 422 ? refusedStep(quiz, answers, error.data) : null;
      if (refused) goTo(refused);
      setSending('failed');
    }
  }

  return (
    <StepForm
      key={step.id}
      quiz={quiz}
      step={step}
      stepIndex={index}
      progress={progress}
      storageKey={storageKey}
      sending={sending}
      beforeSubmit={beforeSubmit}
      submitLabel={submitLabel}
      onBack={index > 0 ? () => goTo(steps[index - 1]?.id ?? step.id) : undefined}
      onSkip={() => {
        const skippedSteps = [...new Set([...progress.skippedSteps, step.id])];
        const next: QuizProgress = { ...progress, skippedSteps };
        saveProgress(next);
        const after = visibleSteps(quiz.steps, next.answers)[index + 1];
        if (after) goTo(after.id);
        else void send(next.answers, skippedSteps);
      }}
      onNext={(answers) => {
        const skippedSteps = progress.skippedSteps.filter((id) => id !== step.id);
        saveProgress({ answers, skippedSteps });
        const after = visibleSteps(quiz.steps, answers)[index + 1];
        if (after) goTo(after.id);
        else void send(answers, skippedSteps);
      }}
    />
  );
}

/** The step holding the first question the API refused, from its 422 `answers.{question id}` errors. */
function refusedStep(quiz: QuizDefinition, answers: QuizAnswers, data: unknown): string | null {
  if (!data || typeof data !== 'object' || !('errors' in data) || !data.errors || typeof data.errors !== 'object') {
    return null;
  }
  const refused = Object.keys(data.errors).map((field) => field.replace(/^answers\./, ''));
  const step = visibleSteps(quiz.steps, answers).find((candidate) =>
    candidate.questions.some((question) => refused.includes(question.id)),
  );
  return step?.id ?? null;
}

interface StepFormProps {
  quiz: QuizDefinition;
  step: QuizStep;
  stepIndex: number;
  progress: QuizProgress;
  storageKey: string;
  sending: 'idle' | 'sending' | 'failed';
  beforeSubmit: ReactNode;
  submitLabel: string;
  onBack: (() => void) | undefined;
  onSkip: () => void;
  onNext: (answers: QuizAnswers) => void;
}

function StepForm(props: StepFormProps) {
  const { quiz, step, stepIndex, progress, storageKey, sending } = props;
  const validate = useMemo(() => validateWith(stepStruct(step)), [step]);
  // The form starts from what was kept once; from then on it holds the step's answers itself.
  const [initialValues] = useState(() => stepValues(step, progress.answers));
  return (
    <Form<StepValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => props.onNext(withStepAnswers(step, progress.answers, values))}
      render={({ handleSubmit, values, errors, submitFailed }) => {
        const given = withStepAnswers(step, progress.answers, values);
        // The number of steps follows the answers as they are given (a step may depend on one of them).
        const stepCount = visibleSteps(quiz.steps, given).length;
        const lastNow = stepIndex >= stepCount - 1;
        // Errors show once the patient has tried to go on, and follow the answers from then on.
        const errorCount = submitFailed ? Object.keys(errors ?? {}).length : 0;
        return (
          <form
            aria-labelledby="quiz-step"
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
            className={styles.step}
          >
            <FocusFirstInvalid />
            <FormSpy<StepValues>
              subscription={{ values: true }}
              onChange={({ values: typed }) =>
                writeProgress(storageKey, { ...progress, answers: withStepAnswers(step, progress.answers, typed) })
              }
            />
            <QuizProgressBar stepNumber={stepIndex + 1} stepCount={stepCount} />
            <h2 id="quiz-step">{`Step ${stepIndex + 1} of ${stepCount}: ${step.title}`}</h2>
            {errorCount > 0 ? (
              <p role="alert" className={styles.summary}>
                {errorCount === 1 ? 'One answer needs your attention.' : `${errorCount} answers need your attention.`}
              </p>
            ) : null}
            {step.questions.map((question, index) => (
              <Field<StepValues[string]> key={question.id} name={questionField(index)}>
                {({ input, meta }) => (
                  <QuestionField
                    question={question}
                    answer={input.value || EMPTY_ANSWER}
                    error={meta.touched && typeof meta.error === 'string' ? meta.error : undefined}
                    onChange={input.onChange}
                  />
                )}
              </Field>
            ))}
            {lastNow ? props.beforeSubmit : null}
            {sending === 'failed' ? (
              <div role="alert" className={styles.failure}>
                <p>{QUIZ_FAILURE}</p>
                <Button theme="secondary" size="sm" type="submit">
                  Try again
                </Button>
              </div>
            ) : null}
            <div className={styles.actions}>
              {props.onBack ? (
                <Button theme="secondary" type="button" onClick={props.onBack}>
                  Back
                </Button>
              ) : null}
              {step.skippable ? (
                <Button theme="link" type="button" onClick={props.onSkip} disabled={sending === 'sending'}>
                  Skip this section
                </Button>
              ) : null}
              <Button type="submit" disabled={sending === 'sending'} aria-busy={sending === 'sending'}>
                {lastNow ? (sending === 'sending' ? 'Sending…' : props.submitLabel) : 'Next'}
              </Button>
            </div>
          </form>
        );
      }}
    />
  );
}

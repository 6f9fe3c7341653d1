import { useMemo, useState } from 'react';
import type { QuizDefinition, QuizStep } from '@labshop/shared-contracts/core';
import { Field, FocusFirstInvalid, Form, validateWith } from '@labshop/shared-contracts/web/forms';
import { Button } from '@labshop/shared-contracts/web/ui';
import { EMPTY_ANSWER, type StepAnswers } from './answers';
import { QuestionField } from './question-field';
import { questionField, stepStruct, stepValues, withStepAnswers, type StepValues } from './step-form';
import { visibleSteps } from '@labshop/shared-contracts/core';
import styles from './quiz.module.css';

/**
 * The quiz one step at a time. This release asks the first step; the steps after it, and sending the
 * answers, come with the full quiz, and the page says so rather than pretend.
 */
export function QuizSteps({ quiz }: { quiz: QuizDefinition }) {
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<StepAnswers>({});
  const steps = visibleSteps(quiz.steps, answers);
  const step = steps[stepIndex];
  const stepCount = steps.length;

  if (!step) {
    return (
      <section aria-labelledby="quiz-done" className={styles.step}>
        <h2 id="quiz-done">Thank you</h2>
        <p>Sending your answers opens soon.</p>
        <Button theme="secondary" onClick={() => setStepIndex(stepCount - 1)}>
          Back
        </Button>
      </section>
    );
  }

  if (stepIndex > 0) {
    return (
      <section aria-labelledby="quiz-step" className={styles.step}>
        <h2 id="quiz-step">{`Step ${stepIndex + 1} of ${stepCount}: ${step.title}`}</h2>
        <p>This step of the quiz opens soon.</p>
        <Button theme="secondary" onClick={() => setStepIndex(stepIndex - 1)}>
          Back
        </Button>
      </section>
    );
  }

  return (
    <StepForm
      quiz={quiz}
      step={step}
      stepIndex={stepIndex}
      answers={answers}
      onNext={(given) => {
        setAnswers(given);
        setStepIndex(stepIndex + 1);
      }}
    />
  );
}

function StepForm({
  quiz,
  step,
  stepIndex,
  answers,
  onNext,
}: {
  quiz: QuizDefinition;
  step: QuizStep;
  stepIndex: number;
  answers: StepAnswers;
  onNext: (answers: StepAnswers) => void;
}) {
  const validate = useMemo(() => validateWith(stepStruct(step)), [step]);
  const initialValues = useMemo(() => stepValues(step, answers), [step, answers]);
  return (
    <Form<StepValues>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => onNext(withStepAnswers(step, answers, values))}
      render={({ handleSubmit, values, errors, submitFailed }) => {
        // The number of steps follows the answers as they are given (a step may depend on one of them).
        const stepCount = visibleSteps(quiz.steps, withStepAnswers(step, answers, values)).length;
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
            <Button type="submit">Next</Button>
          </form>
        );
      }}
    />
  );
}

import { useState, type FormEvent } from 'react';
import type { QuizDefinition } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import { EMPTY_ANSWER, type QuestionAnswer, type StepAnswers } from './answers';
import { QuestionField } from './question-field';
import { validateStep } from './validate-step';
import { visibleSteps } from './visible-steps';
import styles from './quiz.module.css';

/**
 * The quiz one step at a time. This release asks the first step; the steps after it, and sending the
 * answers, come with the full quiz, and the page says so rather than pretend.
 */
export function QuizSteps({ quiz }: { quiz: QuizDefinition }) {
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<StepAnswers>({});
  const [attempted, setAttempted] = useState(false);
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

  const heading = `Step ${stepIndex + 1} of ${stepCount}: ${step.title}`;
  if (stepIndex > 0) {
    return (
      <section aria-labelledby="quiz-step" className={styles.step}>
        <h2 id="quiz-step">{heading}</h2>
        <p>This step of the quiz opens soon.</p>
        <Button theme="secondary" onClick={() => setStepIndex(stepIndex - 1)}>
          Back
        </Button>
      </section>
    );
  }

  // Errors show once the patient has tried to go on, and follow the answers from then on.
  const errors = attempted ? validateStep(step, answers) : {};
  const errorCount = Object.keys(errors).length;

  function answer(questionId: string, next: QuestionAnswer) {
    setAnswers((current) => ({ ...current, [questionId]: next }));
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!step) return;
    setAttempted(true);
    if (Object.keys(validateStep(step, answers)).length > 0) return;
    setAttempted(false);
    setStepIndex(stepIndex + 1);
  }

  return (
    <form aria-labelledby="quiz-step" noValidate onSubmit={next} className={styles.step}>
      <h2 id="quiz-step">{heading}</h2>
      {errorCount > 0 ? (
        <p role="alert" className={styles.summary}>
          {errorCount === 1 ? 'One answer needs your attention.' : `${errorCount} answers need your attention.`}
        </p>
      ) : null}
      {step.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answer={answers[question.id] ?? EMPTY_ANSWER}
          error={errors[question.id]}
          onChange={(next) => answer(question.id, next)}
        />
      ))}
      <Button type="submit">Next</Button>
    </form>
  );
}

import { type } from 'superstruct';
import type { QuizStep } from '@labshop/shared-contracts/core';
import { valueRule } from '@labshop/shared-contracts/web/forms';
import { EMPTY_ANSWER, type QuestionAnswer, type StepAnswers } from './answers';
import { validateQuestion } from '@labshop/shared-contracts/core';

/** The form's values of one step: an answer per question, by the question's place in the step. */
export type StepValues = Record<string, QuestionAnswer | undefined>;

/**
 * A question's field name in the step's form. Question ids come from the quiz's definition and may hold any
 * character, while the form reads dots and brackets in a name as a path: the place in the step has neither.
 */
export function questionField(index: number): string {
  return `question${index}`;
}

export function stepValues(step: QuizStep, answers: StepAnswers): StepValues {
  return Object.fromEntries(step.questions.map((question, index) => [questionField(index), answers[question.id]]));
}

/** The answers given so far, with this step's answers as the form holds them. */
export function withStepAnswers(step: QuizStep, answers: StepAnswers, values: StepValues): StepAnswers {
  const given = step.questions.flatMap((question, index) => {
    const answer = values[questionField(index)];
    return answer ? [[question.id, answer] as const] : [];
  });
  return { ...answers, ...Object.fromEntries(given) };
}

/** The step's rules: each question's own, by the quiz's rules for its kind. */
export function stepStruct(step: QuizStep) {
  return type(
    Object.fromEntries(
      step.questions.map((question, index) => [
        questionField(index),
        valueRule<QuestionAnswer>((answer) => validateQuestion(question, answer ?? EMPTY_ANSWER)),
      ]),
    ),
  );
}

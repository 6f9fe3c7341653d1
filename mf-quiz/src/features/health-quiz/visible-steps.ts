import type { QuizStep } from '@labshop/shared-contracts/core';
import type { StepAnswers } from './answers';

/**
 * The steps this patient is asked, in order: a step with a condition (the female and male variants of
 * reproductive health) only once an earlier answer meets it.
 */
export function visibleSteps(steps: readonly QuizStep[], answers: StepAnswers): QuizStep[] {
  return steps.filter((step) => {
    if (!step.showWhen) return true;
    const { questionId, values } = step.showWhen;
    return (answers[questionId]?.values ?? []).some((value) => values.includes(value));
  });
}

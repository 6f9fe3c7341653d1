import { bmiOf, parseAmount, toBaseUnit, unitOf } from '@labshop/shared-contracts/core';
import type { QuizAnswers, QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import type { RuleFacts } from './rule-language';

/** A measure answer (weight, height) in kilograms or centimetres; null when not given. */
export function measureOf(definition: QuizDefinition, answers: QuizAnswers, questionId: string): number | null {
  const question = definition.steps.flatMap((step) => step.questions).find((candidate) => candidate.id === questionId);
  const answer = answers[questionId];
  if (!question || !answer) return null;
  const value = toBaseUnit(unitOf(question, answer), answer.values);
  return value === null ? null : Math.round(value * 10) / 10;
}

/** What the rules look at, from answers that passed the quiz's rules. */
export function factsOf(answers: QuizAnswers, weightKg: number | null, heightCm: number | null): RuleFacts {
  const age = parseAmount(answers.age?.values[0] ?? '');
  return {
    answers,
    age,
    bmi: weightKg !== null && heightCm !== null ? bmiOf(weightKg, heightCm) : null,
  };
}

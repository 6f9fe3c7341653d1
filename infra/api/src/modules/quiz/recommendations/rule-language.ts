import type { QuizAnswers } from '@labshop/shared-contracts/core/api/quiz';

/**
 * The words recommendation rules are written in, so the rules stay data (a list a clinician can read and change)
 * and the code that applies them stays small.
 */
export type Condition =
  /** The answer to the question includes one of these values. */
  | { answer: string; anyOf: readonly string[] }
  /** The patient's body mass index is at least this. */
  | { bmiAtLeast: number }
  /** The patient is at least this old (the 'age' answer). */
  | { ageAtLeast: number }
  /** Every one of these holds. */
  | { all: readonly Condition[] }
  /** Any one of these holds. */
  | { any: readonly Condition[] };

export interface RecommendationRule {
  /** The catalogue item (test or package) by its slug. */
  slug: string;
  when: Condition;
  /** Why, in plain words, as the patient reads it: what they said, then what the test checks. */
  reason: string;
}

/** What the rules look at: the answers, and what follows from them. */
export interface RuleFacts {
  answers: QuizAnswers;
  bmi: number | null;
  age: number | null;
}

export function holds(condition: Condition, facts: RuleFacts): boolean {
  if ('all' in condition) return condition.all.every((part) => holds(part, facts));
  if ('any' in condition) return condition.any.some((part) => holds(part, facts));
  if ('bmiAtLeast' in condition) return facts.bmi !== null && facts.bmi >= condition.bmiAtLeast;
  if ('ageAtLeast' in condition) return facts.age !== null && facts.age >= condition.ageAtLeast;
  const given = facts.answers[condition.answer]?.values ?? [];
  return given.some((value) => condition.anyOf.includes(value));
}

/**
 * The slugs to recommend with their reasons, in the order of the rules: an item once (the first rule that names
 * it gives its reason), at most `limit`; the fallback when no rule holds, so nobody leaves with nothing.
 */
export function applyRules(
  rules: readonly RecommendationRule[],
  fallback: readonly RecommendationRule[],
  facts: RuleFacts,
  limit: number,
): { slug: string; reason: string }[] {
  const chosen = new Map<string, string>();
  for (const rule of rules) {
    if (chosen.size >= limit) break;
    if (!chosen.has(rule.slug) && holds(rule.when, facts)) chosen.set(rule.slug, rule.reason);
  }
  const picked = chosen.size > 0 ? chosen : new Map(fallback.map((rule) => [rule.slug, rule.reason]));
  return [...picked].map(([slug, reason]) => ({ slug, reason }));
}

import type { WeightLossMilestone } from '@labshop/shared-contracts/core/api/weight-loss';

export interface MilestoneFacts {
  startedOn: string;
  targetWeightKg: number | null;
  /** Oldest first. */
  weights: ReadonlyArray<{ date: string; weightKg: number }>;
  /** Oldest first. */
  feedbackDates: readonly string[];
}

/**
 * The programme's milestones, worked out from what the patient logged: each is reached on the first day its
 * condition held. Losses are counted from the first weight logged.
 */
export function milestonesOf(facts: MilestoneFacts): WeightLossMilestone[] {
  const first = facts.weights[0];
  const firstDay = (holds: (weightKg: number) => boolean) =>
    facts.weights.find((weight) => holds(weight.weightKg))?.date ?? null;
  const lost = (share: number) => (first ? firstDay((kg) => kg <= first.weightKg * (1 - share)) : null);
  const target = facts.targetWeightKg;
  const milestone = (id: string, title: string, reachedOn: string | null): WeightLossMilestone => ({
    id,
    title,
    reached: reachedOn !== null,
    reachedOn,
  });
  return [
    milestone('started', 'Programme started', facts.startedOn),
    milestone('first-weight', 'First weight logged', first?.date ?? null),
    milestone('first-check-in', 'First monthly check-in sent', facts.feedbackDates[0] ?? null),
    milestone('lost-5-percent', '5% of your starting weight lost', lost(0.05)),
    milestone('lost-10-percent', '10% of your starting weight lost', lost(0.1)),
    milestone('target', 'Target weight reached', target === null ? null : firstDay((kg) => kg <= target)),
  ];
}

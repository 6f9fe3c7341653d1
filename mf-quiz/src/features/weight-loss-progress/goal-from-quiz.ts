import { canonicalUnit, type QuizRecord } from '@labshop/shared-contracts/core';
import { EMPTY_HEIGHT, EMPTY_WEIGHT, type HeightDraft, type WeightDraft } from '../../lib/measures/measure-drafts';

const WEIGHT_UNITS: ReadonlyArray<WeightDraft['unit']> = ['kg', 'lbs', 'st-lb'];

/**
 * The height and target weight the patient gave in the weight-loss quiz, so the goal form starts from them rather
 * than asking again; empty where the quiz did not say.
 */
export function goalFromQuiz(record: QuizRecord | null): { height: HeightDraft; target: WeightDraft } {
  const height: HeightDraft =
    record?.heightCm != null
      ? { unit: 'cm', value: String(Math.round(record.heightCm * 10) / 10), inches: '' }
      : EMPTY_HEIGHT;
  const answer = record?.answers['target-weight'];
  const unit = WEIGHT_UNITS.find((known) => known === canonicalUnit(answer?.unit ?? ''));
  const target: WeightDraft =
    answer && unit ? { unit, value: answer.values[0] ?? '', pounds: answer.values[1] ?? '' } : EMPTY_WEIGHT;
  return { height, target };
}

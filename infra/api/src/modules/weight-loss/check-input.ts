import {
  FEEDBACK_TEXT_MAX,
  WEIGHT_LOSS_MESSAGES,
  type HeightInput,
  type WeightInput,
  type WeightLossFeedbackRequest,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { toBaseUnit } from '@labshop/shared-contracts/core';
import { ValidationError, type FieldErrors } from '../../platform/errors';

const WEIGHT_KG = { min: 20, max: 400 };
const HEIGHT_CM = { min: 100, max: 250 };

/**
 * A measure in the quiz's base unit (kg or cm), by the quiz's own conversion; null for a negative or unreadable
 * part, a second part where the unit has none, or one that should have carried (14 lb, 12 in).
 */
function baseOf(unit: string, value: number, second: number | undefined, secondBelow: number): number | null {
  const twoParts = unit.includes('-');
  if (second !== undefined && (!twoParts || second >= secondBelow)) return null;
  return toBaseUnit(unit, twoParts ? [String(value), String(second ?? 0)] : [String(value)]);
}

/** Grams from a weight as typed, or null when it is no weight a person has. */
export function weightGramsOf(weight: WeightInput): number | null {
  const kg = baseOf(weight.unit, weight.value, weight.pounds, 14);
  return kg !== null && kg >= WEIGHT_KG.min && kg <= WEIGHT_KG.max ? Math.round(kg * 1000) : null;
}

/** Millimetres from a height as typed, or null when it is no height a person has. */
export function heightMmOf(height: HeightInput): number | null {
  const cm = baseOf(height.unit, height.value, height.inches, 12);
  return cm !== null && cm >= HEIGHT_CM.min && cm <= HEIGHT_CM.max ? Math.round(cm * 10) : null;
}

/** A calendar day YYYY-MM-DD that exists and is not after `today`. */
export function isPastOrToday(day: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day <= today;
}

export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Throws the 422 of the fields in error, if any. */
export function refuseIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The check-in's own rules (spec §5): at least one side-effect answer, 'other' specified, 'none' alone. */
export function feedbackErrors(request: WeightLossFeedbackRequest): FieldErrors {
  const errors: Record<string, string[]> = {};
  if (request.sideEffects.length === 0) errors.sideEffects = [WEIGHT_LOSS_MESSAGES.sideEffectsRequired];
  else if (request.sideEffects.includes('none') && request.sideEffects.length > 1) {
    errors.sideEffects = [WEIGHT_LOSS_MESSAGES.noneWithOthers];
  }
  if (request.sideEffects.includes('other') && !request.sideEffectsOther?.trim()) {
    errors.sideEffectsOther = [WEIGHT_LOSS_MESSAGES.otherSpecification];
  }
  if ((request.sideEffectsOther?.length ?? 0) > FEEDBACK_TEXT_MAX) {
    errors.sideEffectsOther = [WEIGHT_LOSS_MESSAGES.textTooLong];
  }
  if ((request.comments?.length ?? 0) > FEEDBACK_TEXT_MAX) errors.comments = [WEIGHT_LOSS_MESSAGES.textTooLong];
  if (weightGramsOf(request.weight) === null) errors.weight = [WEIGHT_LOSS_MESSAGES.weightRange];
  return errors;
}

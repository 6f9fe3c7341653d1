import {
  FEEDBACK_TEXT_MAX,
  WEIGHT_LOSS_MESSAGES,
  type HeightInput,
  type WeightInput,
  type WeightLossFeedbackRequest,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { heightInCm, weightInKg } from '@labshop/shared-contracts/core';
import { ValidationError, type FieldErrors } from '../../platform/errors';

const WEIGHT_KG = { min: 20, max: 400 };
const HEIGHT_CM = { min: 100, max: 250 };

/** Grams from a weight as typed, or null when it is no weight a person has (negative parts count as none). */
export function weightGramsOf(weight: WeightInput): number | null {
  if (weight.value < 0 || (weight.pounds ?? 0) < 0 || (weight.unit !== 'st-lb' && weight.pounds !== undefined)) {
    return null;
  }
  if (weight.unit === 'st-lb' && (weight.pounds ?? 0) >= 14) return null;
  const kg = weightInKg(weight);
  return Number.isFinite(kg) && kg >= WEIGHT_KG.min && kg <= WEIGHT_KG.max ? Math.round(kg * 1000) : null;
}

export function heightMmOf(height: HeightInput): number | null {
  if (height.value < 0 || (height.inches ?? 0) < 0 || (height.unit !== 'ft-in' && height.inches !== undefined)) {
    return null;
  }
  if (height.unit === 'ft-in' && (height.inches ?? 0) >= 12) return null;
  const cm = heightInCm(height);
  return Number.isFinite(cm) && cm >= HEIGHT_CM.min && cm <= HEIGHT_CM.max ? Math.round(cm * 10) : null;
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

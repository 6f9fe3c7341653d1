import {
  convertMeasure,
  parseAmount,
  type HeightInput,
  type WeightEntryUnit,
  type WeightInput,
} from '@labshop/shared-contracts/core';

/** A weight as it is being typed: the unit and the text of each part (stones and pounds under st/lb). */
export interface WeightDraft {
  unit: WeightEntryUnit;
  value: string;
  pounds: string;
}

export interface HeightDraft {
  unit: HeightInput['unit'];
  value: string;
  inches: string;
}

export const EMPTY_WEIGHT: WeightDraft = { unit: 'kg', value: '', pounds: '' };
export const EMPTY_HEIGHT: HeightDraft = { unit: 'cm', value: '', inches: '' };

export const WEIGHT_UNIT_CHOICES: ReadonlyArray<{ value: WeightEntryUnit; label: string }> = [
  { value: 'kg', label: 'kg' },
  { value: 'lbs', label: 'lbs' },
  { value: 'st-lb', label: 'st/lb' },
];
export const HEIGHT_UNIT_CHOICES: ReadonlyArray<{ value: HeightInput['unit']; label: string }> = [
  { value: 'cm', label: 'cm' },
  { value: 'ft-in', label: 'ft/in' },
];

/** A typed number (a comma taken as the decimal point), as the quiz reads one; null for nothing or no number. */
const numberOf = parseAmount;

/** What the API is sent for a draft, or null when the main part is missing or no number. */
export function weightInputOf(draft: WeightDraft): WeightInput | null {
  const value = numberOf(draft.value);
  if (value === null) return null;
  if (draft.unit !== 'st-lb') return { unit: draft.unit, value };
  return { unit: draft.unit, value, pounds: numberOf(draft.pounds) ?? 0 };
}

export function heightInputOf(draft: HeightDraft): HeightInput | null {
  const value = numberOf(draft.value);
  if (value === null) return null;
  if (draft.unit !== 'ft-in') return { unit: draft.unit, value };
  return { unit: draft.unit, value, inches: numberOf(draft.inches) ?? 0 };
}

/** The same weight in another unit, so switching units keeps what was typed; nothing typed stays nothing. */
export function switchWeightUnit(draft: WeightDraft, unit: WeightEntryUnit): WeightDraft {
  const [value = '', pounds = ''] = convertMeasure([draft.value, draft.pounds], draft.unit, unit);
  return weightInputOf(draft) ? { unit, value, pounds } : { ...draft, unit };
}

export function switchHeightUnit(draft: HeightDraft, unit: HeightInput['unit']): HeightDraft {
  const [value = '', inches = ''] = convertMeasure([draft.value, draft.inches], draft.unit, unit);
  return heightInputOf(draft) ? { unit, value, inches } : { ...draft, unit };
}

/** A weight as the patient typed it, in their unit ('180 lbs', '14 st 2 lb'). */
export function typedWeightText(weight: WeightInput): string {
  if (weight.unit === 'st-lb') return `${weight.value} st ${weight.pounds ?? 0} lb`;
  return `${weight.value} ${weight.unit}`;
}

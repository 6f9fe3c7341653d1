import type { HeightInput, WeightInput } from '../../api/weight-loss';

export const KG_PER_POUND = 0.45359237;
export const POUNDS_PER_STONE = 14;
export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

/** A weight as typed, in kilograms (not rounded: the caller rounds where it stores or shows). */
export function weightInKg(weight: WeightInput): number {
  if (weight.unit === 'kg') return weight.value;
  if (weight.unit === 'lbs') return weight.value * KG_PER_POUND;
  return (weight.value * POUNDS_PER_STONE + (weight.pounds ?? 0)) * KG_PER_POUND;
}

/** A height as typed, in centimetres. */
export function heightInCm(height: HeightInput): number {
  if (height.unit === 'cm') return height.value;
  return (height.value * INCHES_PER_FOOT + (height.inches ?? 0)) * CM_PER_INCH;
}

/** Kilograms shown as pounds (one decimal) or as whole stones and pounds (one decimal), for a unit switch. */
export function weightFromKg(kg: number, unit: WeightInput['unit']): WeightInput {
  if (unit === 'kg') return { unit, value: roundTo(kg, 1) };
  const pounds = kg / KG_PER_POUND;
  if (unit === 'lbs') return { unit, value: roundTo(pounds, 1) };
  const stones = Math.floor(pounds / POUNDS_PER_STONE);
  return { unit, value: stones, pounds: roundTo(pounds - stones * POUNDS_PER_STONE, 1) };
}

/** Body-mass index: kilograms over the square of metres, to one decimal. */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return roundTo(weightKg / (metres * metres), 1);
}

/** The WHO adult categories of a body-mass index. */
export function bodyMassIndexCategory(bmi: number): 'Underweight' | 'Healthy weight' | 'Overweight' | 'Obesity' {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Healthy weight';
  if (bmi < 30) return 'Overweight';
  return 'Obesity';
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

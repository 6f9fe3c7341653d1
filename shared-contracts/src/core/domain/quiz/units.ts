/**
 * The quiz's units (spec §9): weight in kg, lbs or st/lb; height in cm or ft/in. A measure is given as one number,
 * or one per part of a two-part unit (stones and pounds, feet and inches), as the patient typed it. Everything is
 * compared and stored in kilograms and centimetres; these rules turn one into the other.
 */

export const KILOGRAMS_PER_POUND = 0.45359237;
export const POUNDS_PER_STONE = 14;
export const CENTIMETRES_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;

/** What is shown after a switch is rounded to one decimal (and a second part such as pounds too). */
const DECIMALS = 1;

export type MeasureDimension = 'weight' | 'height';

/** Each unit's parts, each part's size in the base unit (kg or cm), and the dimension it measures. */
const UNITS: Readonly<Record<string, { dimension: MeasureDimension; parts: readonly number[] }>> = {
  kg: { dimension: 'weight', parts: [1] },
  lbs: { dimension: 'weight', parts: [KILOGRAMS_PER_POUND] },
  'st-lb': { dimension: 'weight', parts: [KILOGRAMS_PER_POUND * POUNDS_PER_STONE, KILOGRAMS_PER_POUND] },
  cm: { dimension: 'height', parts: [1] },
  'ft-in': { dimension: 'height', parts: [CENTIMETRES_PER_INCH * INCHES_PER_FOOT, CENTIMETRES_PER_INCH] },
};

/** 'st/lb' and 'st-lb' name the same unit; so do 'ft/in' and 'ft-in'. */
export function canonicalUnit(unit: string): string {
  return unit.replace('/', '-');
}

export function isKnownUnit(unit: string): boolean {
  return canonicalUnit(unit) in UNITS;
}

/** Whether the unit measures weight or height; null for a unit the quiz does not know. */
export function dimensionOf(unit: string): MeasureDimension | null {
  return UNITS[canonicalUnit(unit)]?.dimension ?? null;
}

/** 'st/lb' (or 'st-lb') is given as stones and pounds, 'ft/in' as feet and inches; other units in one number. */
export function unitParts(unit: string): string[] {
  return unit.split(/[/-]/);
}

/** Patients write decimals with a point or a comma; null for anything that is not a plain non-negative number. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * The measure in kilograms (weight) or centimetres (height); null when a part is not a number or the unit is
 * unknown. An empty second part counts as zero (11 stones is 11 st 0 lb); an empty first part does not.
 */
export function toBaseUnit(unit: string, values: readonly string[]): number | null {
  const spec = UNITS[canonicalUnit(unit)];
  if (!spec) return null;
  let total = 0;
  for (const [index, size] of spec.parts.entries()) {
    const text = values[index]?.trim() ?? '';
    if (text === '' && index > 0) continue;
    const amount = parseAmount(text);
    if (amount === null) return null;
    total += amount * size;
  }
  return total;
}

function round(value: number, decimals = DECIMALS): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function written(value: number): string {
  return String(round(value));
}

/**
 * A measure in kilograms or centimetres written in `unit`, rounded to one decimal: a two-part unit gives whole
 * stones or feet and the rest in pounds or inches (never 14 lb or 12 in: that carries into the first part).
 */
export function fromBaseUnit(base: number, unit: string): string[] {
  const spec = UNITS[canonicalUnit(unit)];
  if (!spec) return [];
  const [major = 1, minor] = spec.parts;
  if (minor === undefined) return [written(base / major)];
  const minorPerMajor = Math.round(major / minor);
  const totalMinor = round(base / minor);
  let whole = Math.floor(totalMinor / minorPerMajor);
  let rest = round(totalMinor - whole * minorPerMajor);
  if (rest >= minorPerMajor) {
    whole += 1;
    rest = round(rest - minorPerMajor);
  }
  return [String(whole), written(rest)];
}

/**
 * What the patient typed, written in another unit of the same dimension, so a unit switch keeps the measure.
 * Nothing typed, or something that is not a number, gives nothing: there is nothing to convert.
 */
export function convertMeasure(values: readonly string[], fromUnit: string, toUnit: string): string[] {
  if (values.every((value) => value.trim() === '')) return [];
  const base = toBaseUnit(fromUnit, values);
  if (base === null || dimensionOf(fromUnit) !== dimensionOf(toUnit)) return [];
  return fromBaseUnit(base, toUnit);
}

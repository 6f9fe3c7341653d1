import type { AnalyteEntry } from './analyte-entry';
import type { UcumUnit } from './ucum-units';
import { findUnit, sameUnit } from './units';

/** What the analyte adds to a conversion: its molar mass, its ion's charge and any formulas of its own. */
type AnalyteFacts = Pick<AnalyteEntry, 'molarMass' | 'valence' | 'formulas'>;

/**
 * A value in another unit of the same analyte, or null when the two cannot be converted. Units of one kind
 * convert by their sizes ('mg/dL' to 'g/L', '10*3/uL' to '10*9/L'); mass and moles per litre only with the
 * analyte's molar mass ('mg/dL' to 'mmol/L' for glucose), moles and equivalents only with its charge, and
 * anything else only by a formula written for that analyte (HbA1c '%' to 'mmol/mol').
 */
export function convertValue(
  value: number,
  from: string | null,
  to: string | null,
  analyte: AnalyteFacts | null,
): number | null {
  if (!Number.isFinite(value)) return null;
  if (sameUnit(from, to)) return value;
  const formula = analyte?.formulas?.find((each) => sameUnit(each.from, from) && sameUnit(each.to, to));
  if (formula !== undefined) return value * formula.scale + formula.offset;
  const source = findUnit(from);
  const target = findUnit(to);
  if (source?.kind === undefined || target?.kind === undefined) return null;
  const base = inBaseOf(value, source);
  const converted = baseToKind(base, source.kind, target.kind, analyte);
  return converted === null ? null : converted / (target.size ?? 1);
}

const inBaseOf = (value: number, unit: UcumUnit) => value * (unit.size ?? 1);

/** A value in one kind's base unit in another kind's base unit: g/L, mol/L and eq/L, through the analyte. */
function baseToKind(
  value: number,
  from: NonNullable<UcumUnit['kind']>,
  to: NonNullable<UcumUnit['kind']>,
  analyte: AnalyteFacts | null,
): number | null {
  if (from === to) return value;
  const molesPerLitre = toMoles(value, from, analyte);
  if (molesPerLitre === null) return null;
  if (to === 'substance-concentration') return molesPerLitre;
  if (to === 'mass-concentration' && analyte?.molarMass !== undefined) return molesPerLitre * analyte.molarMass;
  if (to === 'equivalent-concentration' && analyte?.valence !== undefined) return molesPerLitre * analyte.valence;
  return null;
}

function toMoles(value: number, kind: NonNullable<UcumUnit['kind']>, analyte: AnalyteFacts | null): number | null {
  if (kind === 'substance-concentration') return value;
  if (kind === 'mass-concentration' && analyte?.molarMass !== undefined) return value / analyte.molarMass;
  if (kind === 'equivalent-concentration' && analyte?.valence !== undefined) return value / analyte.valence;
  return null;
}

/** Whether values in these two units of the analyte can be shown on one scale. */
export function canConvert(from: string | null, to: string | null, analyte: AnalyteFacts | null): boolean {
  return convertValue(1, from, to, analyte) !== null;
}

import { UCUM_UNITS, type UcumUnit } from './ucum-units';

const BY_CODE = new Map<string, UcumUnit>(UCUM_UNITS.map((unit) => [unit.code, unit]));
const BY_SPELLING = new Map<string, UcumUnit>();
for (const unit of UCUM_UNITS) {
  for (const spelling of [unit.code, ...(unit.aliases ?? [])]) BY_SPELLING.set(spelling.toLowerCase(), unit);
}

/**
 * The unit a lab meant: its UCUM code exactly, else a known spelling of it without regard to case ('mg/dl',
 * 'x10^9/L'). No two units in the table differ only by case, so reading 'mg/dl' as 'mg/dL' cannot pick a
 * unit a thousand times larger. Null for a unit the table does not hold.
 */
export function findUnit(code: string | null): UcumUnit | null {
  if (code === null) return null;
  const trimmed = code.trim();
  return BY_CODE.get(trimmed) ?? BY_SPELLING.get(trimmed.toLowerCase()) ?? null;
}

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

/**
 * A unit as a patient reads it: '×10⁹/L' for '10*9/L', 'µg/dL' for 'ug/dL', nothing for pH or INR. A unit the
 * table does not know is still made readable the same way (powers of ten, micro, international units, the
 * notes UCUM writes in braces), and otherwise shown as the lab wrote it.
 */
export function readableUnit(code: string | null): string {
  if (code === null) return '';
  const known = findUnit(code);
  if (known !== null) return known.text;
  return code
    .trim()
    .replace(/10\*(-?\d+)/gu, (_match, power: string) => `×10${[...power].map((c) => SUPERSCRIPTS[c] ?? c).join('')}`)
    .replace(/\[IU\]/gu, 'IU')
    .replace(/(^|[/\s(])u(?=(g|mol|L|kat|IU)\b)/gu, '$1µ')
    .replace(/\{([^}]*)\}/gu, (_match, note: string) => note.replace(/_/gu, ' '))
    .trim();
}

/** Whether two spellings name the same unit ('mg/dl' and 'mg/dL'). */
export function sameUnit(left: string | null, right: string | null): boolean {
  const a = findUnit(left);
  const b = findUnit(right);
  if (a !== null && b !== null) return a === b;
  return (left ?? '').trim().toLowerCase() === (right ?? '').trim().toLowerCase();
}

import { exclusiveBound, inclusiveBound } from './interval';
import type { ReferenceRange } from './reference-range';

/**
 * Ranges the shop knows for common analytes, by LOINC code and UCUM unit. They are typical adult (and, where
 * they differ, child) ranges from general clinical references. A lab's own range always wins for normal,
 * low and high; these supply what labs seldom send: the critical limits, and a range when the lab gave none.
 */
export interface KnownAnalyte {
  loinc: string;
  name: string;
  unit: string;
  ranges: readonly ReferenceRange[];
}

const between = (low: number, high: number) => ({ low: inclusiveBound(low), high: inclusiveBound(high) });
const below = (high: number) => ({ high: exclusiveBound(high) });
const atMost = (high: number) => ({ high: inclusiveBound(high) });
const atLeast = (low: number) => ({ low: inclusiveBound(low) });

export const KNOWN_ANALYTES: readonly KnownAnalyte[] = [
  {
    loinc: '2345-7',
    name: 'Glucose',
    unit: 'mg/dL',
    ranges: [{ normal: between(70, 99), critical: between(40, 450) }],
  },
  {
    loinc: '14749-6',
    name: 'Glucose',
    unit: 'mmol/L',
    ranges: [{ normal: between(3.9, 5.5), critical: between(2.2, 25) }],
  },
  {
    loinc: '2823-3',
    name: 'Potassium',
    unit: 'mmol/L',
    ranges: [{ normal: between(3.5, 5.1), critical: between(2.8, 6.2) }],
  },
  {
    loinc: '2951-2',
    name: 'Sodium',
    unit: 'mmol/L',
    ranges: [{ normal: between(136, 145), critical: between(120, 160) }],
  },
  {
    loinc: '718-7',
    name: 'Haemoglobin',
    unit: 'g/dL',
    ranges: [
      { normal: between(11.5, 15.5), critical: between(7, 20), appliesTo: { ageTo: 18 } },
      { normal: between(12, 15.5), critical: between(7, 20), appliesTo: { sex: 'f', ageFrom: 18 } },
      { normal: between(13.5, 17.5), critical: between(7, 20), appliesTo: { sex: 'm', ageFrom: 18 } },
    ],
  },
  {
    loinc: '6690-2',
    name: 'White blood cells',
    unit: '10*3/uL',
    ranges: [
      { normal: between(4.5, 13.5), critical: between(2, 30), appliesTo: { ageTo: 18 } },
      { normal: between(4, 11), critical: between(2, 30), appliesTo: { ageFrom: 18 } },
    ],
  },
  {
    loinc: '777-3',
    name: 'Platelets',
    unit: '10*3/uL',
    ranges: [{ normal: between(150, 400), critical: between(50, 1000) }],
  },
  {
    loinc: '2160-0',
    name: 'Creatinine',
    unit: 'mg/dL',
    ranges: [
      { normal: between(0.3, 0.7), appliesTo: { ageTo: 13 } },
      { normal: between(0.59, 1.04), appliesTo: { sex: 'f', ageFrom: 13 } },
      { normal: between(0.74, 1.35), appliesTo: { sex: 'm', ageFrom: 13 } },
    ],
  },
  {
    loinc: '3016-3',
    name: 'TSH',
    unit: 'm[IU]/L',
    ranges: [{ normal: between(0.4, 4) }],
  },
  {
    loinc: '2093-3',
    name: 'Total cholesterol',
    unit: 'mg/dL',
    ranges: [{ normal: below(200) }],
  },
  {
    loinc: '13457-7',
    name: 'LDL cholesterol',
    unit: 'mg/dL',
    ranges: [{ normal: below(100) }],
  },
  {
    loinc: '2085-9',
    name: 'HDL cholesterol',
    unit: 'mg/dL',
    ranges: [
      { normal: atLeast(50), appliesTo: { sex: 'f' } },
      { normal: atLeast(40), appliesTo: { sex: 'm' } },
      { normal: atLeast(40) },
    ],
  },
  {
    loinc: '2571-8',
    name: 'Triglycerides',
    unit: 'mg/dL',
    ranges: [{ normal: below(150) }],
  },
  {
    loinc: '1742-6',
    name: 'ALT',
    unit: 'U/L',
    ranges: [
      { normal: atMost(35), appliesTo: { sex: 'f' } },
      { normal: atMost(40), appliesTo: { sex: 'm' } },
    ],
  },
  {
    loinc: '1920-8',
    name: 'AST',
    unit: 'U/L',
    ranges: [{ normal: atMost(40) }],
  },
  {
    loinc: '62292-8',
    name: 'Vitamin D (25-OH)',
    unit: 'ng/mL',
    ranges: [{ normal: between(30, 100), critical: { high: inclusiveBound(150) } }],
  },
  {
    loinc: '2276-4',
    name: 'Ferritin',
    unit: 'ng/mL',
    ranges: [
      { normal: between(15, 150), appliesTo: { sex: 'f' } },
      { normal: between(30, 400), appliesTo: { sex: 'm' } },
    ],
  },
  {
    loinc: '1988-5',
    name: 'C-reactive protein',
    unit: 'mg/L',
    ranges: [{ normal: atMost(5) }],
  },
  {
    loinc: '4548-4',
    name: 'HbA1c',
    unit: '%',
    ranges: [{ normal: below(5.7) }],
  },
  {
    loinc: '5802-4',
    name: 'Nitrite in urine',
    unit: '',
    ranges: [{ normalTexts: ['Negative'] }],
  },
  {
    loinc: '20454-5',
    name: 'Protein in urine',
    unit: '',
    ranges: [{ normalTexts: ['Negative'] }],
  },
];

const BY_CODE = new Map<string, KnownAnalyte[]>();
for (const analyte of KNOWN_ANALYTES) BY_CODE.set(analyte.loinc, [...(BY_CODE.get(analyte.loinc) ?? []), analyte]);

/** UCUM is case-sensitive, but labs write 'mg/dl' for 'mg/dL'; no two units in this table differ only by case. */
const sameUnit = (left: string, right: string) => left.trim().toLowerCase() === right.trim().toLowerCase();

/** The analyte for a LOINC code in this unit; a value in another unit is never compared with these ranges. */
export function findKnownAnalyte(loinc: string, unit: string | null): KnownAnalyte | null {
  const candidates = BY_CODE.get(loinc) ?? [];
  return candidates.find((analyte) => sameUnit(analyte.unit, unit ?? '')) ?? null;
}

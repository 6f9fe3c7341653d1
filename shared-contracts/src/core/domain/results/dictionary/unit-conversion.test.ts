import fc from 'fast-check';
import { findAnalyte } from './index';
import { canConvert, convertValue } from './unit-conversion';

const analyte = (loinc: string) => findAnalyte(loinc);
const roughly = (value: number | null, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

describe('converting a value to another unit of the same analyte', () => {
  it.each<[string, number, string, string, string, number]>([
    ['glucose', 5.5, 'mmol/L', 'mg/dL', '2345-7', 99.09],
    ['glucose', 99, 'mg/dL', 'mmol/L', '2345-7', 5.5],
    ['total cholesterol', 200, 'mg/dL', 'mmol/L', '2093-3', 5.17],
    ['triglycerides', 150, 'mg/dL', 'mmol/L', '2571-8', 1.69],
    ['creatinine', 1, 'mg/dL', 'umol/L', '2160-0', 88.4],
    ['vitamin D', 30, 'ng/mL', 'nmol/L', '62292-8', 74.88],
    ['vitamin B12', 400, 'pg/mL', 'pmol/L', '2132-9', 295.12],
    ['calcium', 2.5, 'mmol/L', 'mg/dL', '17861-6', 10.02],
    ['sodium', 140, 'meq/L', 'mmol/L', '2951-2', 140],
    ['magnesium', 1.6, 'meq/L', 'mmol/L', '19123-9', 0.8],
    ['haemoglobin', 13.5, 'g/dL', 'g/L', '718-7', 135],
    ['white cells', 6.1, '10*3/uL', '10*9/L', '6690-2', 6.1],
    ['TSH', 2.5, 'u[IU]/mL', 'm[IU]/L', '3016-3', 2.5],
    ['HbA1c', 6.5, '%', 'mmol/mol', '4548-4', 47.54],
    ['HbA1c', 48, 'mmol/mol', '%', '4548-4', 6.54],
  ])('%s: %s %s is %s %s', (_name, value, from, to, loinc, expected) => {
    expect(roughly(convertValue(value, from, to, analyte(loinc)))).toBe(expected);
  });

  it.each<[string, string, string, string | null]>([
    ['Lp(a) in mass and in moles, whose particle size varies', 'mg/dL', 'nmol/L', '10835-7'],
    ['glucose in mg/dL and HbA1c’s %', 'mg/dL', '%', '2345-7'],
    ['HbA1c in % by the plain size of the units', '%', 'mmol/mol', null],
    ['mass and moles of an analyte the dictionary does not know', 'mg/dL', 'mmol/L', null],
    ['a unit no table holds', 'furlongs', 'mg/dL', '2345-7'],
    ['D-dimer in FEU and in mass without FEU', 'ng/mL{FEU}', 'ng/mL', '48065-7'],
  ])('does not convert %s', (_what, from, to, loinc) => {
    expect(canConvert(from, to, loinc === null ? null : analyte(loinc))).toBe(false);
  });

  it('reads a unit written in another case as itself', () => {
    expect(convertValue(5, 'MMOL/L', 'mmol/L', null)).toBe(5);
  });

  it('gives back the value it started from when converted there and back', () => {
    const convertible = [
      ['2345-7', 'mg/dL', 'mmol/L'],
      ['2160-0', 'mg/dL', 'umol/L'],
      ['62292-8', 'ng/mL', 'nmol/L'],
      ['4548-4', '%', 'mmol/mol'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...convertible),
        fc.double({ min: 0.01, max: 10_000, noNaN: true }),
        (pair, value) => {
          const [loinc, from, to] = pair;
          const there = convertValue(value, from, to, analyte(loinc));
          expect(there).not.toBeNull();
          expect(convertValue(there ?? 0, to, from, analyte(loinc))).toBeCloseTo(value, 6);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { convertMeasure, fromBaseUnit, KILOGRAMS_PER_POUND, toBaseUnit, CENTIMETRES_PER_INCH } from './units';

const WEIGHT_UNITS = ['kg', 'lbs', 'st-lb'] as const;
const HEIGHT_UNITS = ['cm', 'ft-in'] as const;

/**
 * Written to one decimal, a measure is off by at most half a step of the unit's last part: 0.05 kg, 0.05 lb or
 * 0.05 cm, 0.05 in (two roundings of a converted value can add up to one step, never more).
 */
const WEIGHT_STEP_KG = 0.1 * KILOGRAMS_PER_POUND + 1e-9;
const HEIGHT_STEP_CM = 0.1 * CENTIMETRES_PER_INCH + 1e-9;

const weightKg = fc.double({ min: 10, max: 400, noNaN: true });
const heightCm = fc.double({ min: 50, max: 250, noNaN: true });

describe('quiz unit conversion', () => {
  it.each([
    ['kg', ['72.5'], 72.5],
    ['lbs', ['160'], 160 * KILOGRAMS_PER_POUND],
    ['st-lb', ['11', '4'], 158 * KILOGRAMS_PER_POUND],
    ['st/lb', ['11', ''], 154 * KILOGRAMS_PER_POUND],
    ['cm', ['170,5'], 170.5],
    ['ft-in', ['5', '11'], 71 * CENTIMETRES_PER_INCH],
  ])('reads %s %o as the base unit', (unit, values, base) => {
    expect(toBaseUnit(unit, values)).toBeCloseTo(base, 9);
  });

  it.each([
    ['st-lb', ['', '4']],
    ['kg', ['heavy']],
    ['ft-in', ['5', 'x']],
    ['parsecs', ['1']],
  ])('gives no measure for %s %o', (unit, values) => {
    expect(toBaseUnit(unit, values)).toBeNull();
  });

  it('writes 13.96 lb over whole stones as the next stone, never as 14 lb', () => {
    expect(fromBaseUnit(153.98 * KILOGRAMS_PER_POUND, 'st-lb')).toEqual(['11', '0']);
    expect(fromBaseUnit(71.98 * CENTIMETRES_PER_INCH, 'ft-in')).toEqual(['6', '0']);
  });

  it('switches what was typed to the new unit, and keeps nothing when nothing was typed', () => {
    expect(convertMeasure(['70'], 'kg', 'st-lb')).toEqual(['11', '0.3']);
    expect(convertMeasure(['5', '11'], 'ft-in', 'cm')).toEqual(['180.3']);
    expect(convertMeasure(['', ''], 'st-lb', 'kg')).toEqual([]);
    expect(convertMeasure(['70'], 'kg', 'cm')).toEqual([]);
  });

  it('keeps a weight within rounding when converted to any unit and back', () => {
    fc.assert(
      fc.property(weightKg, fc.constantFrom(...WEIGHT_UNITS), (kg, unit) => {
        const back = toBaseUnit(unit, fromBaseUnit(kg, unit));
        expect(back).not.toBeNull();
        expect(Math.abs((back ?? 0) - kg)).toBeLessThanOrEqual(WEIGHT_STEP_KG / 2 + 0.05);
      }),
    );
  });

  it('keeps a height within rounding when converted to any unit and back', () => {
    fc.assert(
      fc.property(heightCm, fc.constantFrom(...HEIGHT_UNITS), (cm, unit) => {
        const back = toBaseUnit(unit, fromBaseUnit(cm, unit));
        expect(Math.abs((back ?? 0) - cm)).toBeLessThanOrEqual(HEIGHT_STEP_CM / 2 + 0.05);
      }),
    );
  });

  it('keeps what was typed within rounding when switched between two units and back', () => {
    const pair = fc
      .constantFrom(...WEIGHT_UNITS)
      .chain((from) => fc.tuple(fc.constant(from), fc.constantFrom(...WEIGHT_UNITS)));
    fc.assert(
      fc.property(weightKg, pair, (kg, [from, to]) => {
        const typed = fromBaseUnit(kg, from);
        const there = convertMeasure(typed, from, to);
        const back = convertMeasure(there, to, from);
        const typedKg = toBaseUnit(from, typed) ?? 0;
        // Each of the two switches rounds once, to a tenth of the coarser part.
        expect(Math.abs((toBaseUnit(from, back) ?? 0) - typedKg)).toBeLessThanOrEqual(0.1);
      }),
    );
  });
});

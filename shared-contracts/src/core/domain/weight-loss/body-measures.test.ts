import fc from 'fast-check';
import { bodyMassIndex, bodyMassIndexCategory, heightInCm, weightFromKg, weightInKg } from './body-measures';

describe('body measures of the weight-loss programme', () => {
  it.each([
    [{ unit: 'kg' as const, value: 80 }, 80],
    [{ unit: 'lbs' as const, value: 220 }, 99.79],
    [{ unit: 'st-lb' as const, value: 12, pounds: 8 }, 79.83],
  ])('reads %j as %d kg', (weight, kg) => {
    expect(weightInKg(weight)).toBeCloseTo(kg, 2);
  });

  it('reads 5 ft 9 in as 175.26 cm', () => {
    expect(heightInCm({ unit: 'ft-in', value: 5, inches: 9 })).toBeCloseTo(175.26, 2);
  });

  it('keeps a weight within rounding when switched to another unit and back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 400, noNaN: true }),
        fc.constantFrom('kg', 'lbs', 'st-lb' as const),
        (kg, unit) => {
          // One decimal of a pound is at most 0.05 lb, about 0.023 kg, off.
          expect(Math.abs(weightInKg(weightFromKg(kg, unit)) - kg)).toBeLessThanOrEqual(0.05);
        },
      ),
    );
  });

  it('computes the BMI and names its category', () => {
    expect(bodyMassIndex(80, 175)).toBe(26.1);
    expect(bodyMassIndexCategory(26.1)).toBe('Overweight');
    expect(bodyMassIndexCategory(24.9)).toBe('Healthy weight');
  });
});

import { bmiCategory, bmiOf } from './bmi';

describe('body mass index', () => {
  it.each([
    [50, 180, 15.4, 'underweight'],
    [68, 170, 23.5, 'healthy'],
    [85, 175, 27.8, 'overweight'],
    [110, 170, 38.1, 'obese'],
  ] as const)('%s kg at %s cm is %s, %s', (kg, cm, bmi, category) => {
    expect(bmiOf(kg, cm)).toBe(bmi);
    expect(bmiCategory(bmi)).toBe(category);
  });

  it.each([
    [18.5, 'healthy'],
    [25, 'overweight'],
    [30, 'obese'],
  ] as const)('starts the next category at %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('gives no BMI without a height', () => {
    expect(bmiOf(70, 0)).toBeNull();
  });
});

/** The body mass index and its category, by the WHO adult cut-offs. */

export const BMI_CATEGORIES = ['underweight', 'healthy', 'overweight', 'obese'] as const;
export type BmiCategory = (typeof BMI_CATEGORIES)[number];

/** How each category reads on the page. */
export const BMI_CATEGORY_NAMES: Readonly<Record<BmiCategory, string>> = {
  underweight: 'Underweight',
  healthy: 'Healthy weight',
  overweight: 'Overweight',
  obese: 'Obesity',
};

/** Weight in kilograms over height in metres squared, to one decimal; null without a height. */
export function bmiOf(weightKg: number, heightCm: number): number | null {
  if (!(heightCm > 0) || !(weightKg > 0)) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'underweight';
  if (bmi < 25) return 'healthy';
  if (bmi < 30) return 'overweight';
  return 'obese';
}

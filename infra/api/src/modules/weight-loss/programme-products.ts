/**
 * The weight-loss programme products the shop sells, as data: each is bought as one weight-loss package of the
 * catalogue (its price and tests are the package's) and includes consultations and follow-up.
 */
export interface ProgrammeProduct {
  product: string;
  name: string;
  summary: string;
  durationMonths: number;
  packageSlug: string;
  consultations: number;
  consultationsText: string;
  followUp: string[];
}

export const PROGRAMME_PRODUCTS: readonly ProgrammeProduct[] = [
  {
    product: 'essential',
    name: 'Essential weight-loss programme',
    summary:
      'Three months with a clear starting point: your tests, a doctor who reads them with you and monthly check-ins.',
    durationMonths: 3,
    packageSlug: 'weight-loss-starting-tests',
    consultations: 1,
    consultationsText: 'One video consultation with a doctor to go through your starting tests',
    followUp: ['A monthly online check-in', 'Your weight and BMI charted on your progress page'],
  },
  {
    product: 'complete',
    name: 'Complete-care weight-loss programme',
    summary: 'Six months of care: wider starting tests, three consultations and a progress check half way.',
    durationMonths: 6,
    packageSlug: 'weight-loss-complete-care',
    consultations: 3,
    consultationsText: 'Three video consultations: at the start, after three months and at the end',
    followUp: [
      'A monthly online check-in',
      'A progress check of blood sugar, cholesterol, liver and kidneys after three months',
      'Your weight and BMI charted on your progress page',
    ],
  },
];

export function programmeProduct(product: string): ProgrammeProduct | undefined {
  return PROGRAMME_PRODUCTS.find((candidate) => candidate.product === product);
}

export function programmeOfPackage(packageSlug: string): ProgrammeProduct | undefined {
  return PROGRAMME_PRODUCTS.find((candidate) => candidate.packageSlug === packageSlug);
}

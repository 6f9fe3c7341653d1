import type { DemoPackage } from './packages';

export interface DemoScreeningProgramme {
  slug: string;
  name: string;
  description: string;
  targetSex: 'female' | 'male' | 'any';
  minAge: number;
  maxAge: number | null;
  /** Each variant is a catalogue item of kind 'screening', bought on its own. */
  basic: DemoPackage;
  extended: DemoPackage;
}

const variant = (
  slug: string,
  name: string,
  popularity: number,
  tests: string[],
  description: string,
  priceMinor?: number,
): DemoPackage => ({
  slug,
  name,
  kind: 'screening',
  category: 'screening',
  popularity,
  tests,
  description,
  priceStory: 'steady',
  ...(priceMinor === undefined ? {} : { priceMinor }),
});

const DIABETES_BASIC = ['glucose', 'hba1c', 'insulin'];
const HEART_BASIC = ['lipid-panel', 'crp', 'glucose', 'potassium'];
const WOMEN_40_BASIC = [
  'complete-blood-count',
  'glucose',
  'lipid-panel',
  'tsh',
  'vitamin-d-25-oh',
  'faecal-immunochemical-test',
];
const MEN_40_BASIC = ['complete-blood-count', 'glucose', 'lipid-panel', 'psa-total', 'faecal-immunochemical-test'];
const CHILD_BASIC = ['complete-blood-count', 'ferritin', 'vitamin-d-25-oh', 'urinalysis'];

/** Screening programmes: for whom (sex, age), and a basic and an extended variant. */
export const DEMO_SCREENING_PROGRAMMES: DemoScreeningProgramme[] = [
  {
    slug: 'diabetes',
    name: 'Diabetes screening',
    description: 'Finds diabetes and prediabetes early, when diet and exercise can still turn them back.',
    targetSex: 'any',
    minAge: 18,
    maxAge: null,
    basic: variant(
      'diabetes-screening',
      'Diabetes screening',
      380,
      DIABETES_BASIC,
      'Blood sugar, HbA1c and insulin.',
      6900,
    ),
    extended: variant(
      'diabetes-screening-extended',
      'Diabetes screening, extended',
      210,
      [...DIABETES_BASIC, 'lipid-panel', 'creatinine', 'urinalysis', 'alt'],
      'The basic screening with cholesterol, kidneys, urine and liver, which diabetes affects.',
    ),
  },
  {
    slug: 'heart-health',
    name: 'Heart health screening',
    description: 'The blood tests behind heart attack and stroke risk.',
    targetSex: 'any',
    minAge: 30,
    maxAge: null,
    basic: variant(
      'heart-health-screening',
      'Heart health screening',
      330,
      HEART_BASIC,
      'Cholesterol, CRP, sugar and potassium.',
      5900,
    ),
    extended: variant(
      'heart-health-screening-extended',
      'Heart health screening, extended',
      190,
      [...HEART_BASIC, 'lipoprotein-a', 'apolipoprotein-b', 'homocysteine', 'nt-probnp', 'creatinine'],
      'The basic screening with inherited and newer risk markers and a heart strain test.',
    ),
  },
  {
    slug: 'women-40-plus',
    name: "Women's prevention 40+",
    description:
      'The prevention programme for women over forty, at collection points that run the 40+ prevention programme.',
    targetSex: 'female',
    minAge: 40,
    maxAge: null,
    basic: variant(
      'women-40-plus-screening',
      "Women's prevention 40+",
      290,
      WOMEN_40_BASIC,
      'The core checks and bowel cancer screening.',
    ),
    extended: variant(
      'women-40-plus-screening-extended',
      "Women's prevention 40+, extended",
      170,
      [...WOMEN_40_BASIC, 'ferritin', 'hba1c', 'alt', 'ast', 'creatinine', 'urinalysis', 'total-calcium', 'pth'],
      'The basic programme with iron stores, long-term blood sugar, liver, kidneys and bone health.',
    ),
  },
  {
    slug: 'men-40-plus',
    name: "Men's prevention 40+",
    description: 'The prevention programme for men over forty, with the prostate.',
    targetSex: 'male',
    minAge: 40,
    maxAge: null,
    basic: variant(
      'men-40-plus-screening',
      "Men's prevention 40+",
      280,
      MEN_40_BASIC,
      'The core checks, PSA and bowel cancer screening.',
    ),
    extended: variant(
      'men-40-plus-screening-extended',
      "Men's prevention 40+, extended",
      160,
      [
        ...MEN_40_BASIC,
        'total-testosterone',
        'hba1c',
        'alt',
        'ggt',
        'creatinine',
        'uric-acid',
        'urinalysis',
        'vitamin-d-25-oh',
      ],
      'The basic programme with testosterone, long-term blood sugar, liver, kidneys, gout and vitamin D.',
    ),
  },
  {
    slug: 'child-5-12',
    name: 'Child health screening (5–12)',
    description: 'For school children aged 5 to 12.',
    targetSex: 'any',
    minAge: 5,
    maxAge: 12,
    basic: variant(
      'child-health-screening',
      'Child health screening',
      240,
      CHILD_BASIC,
      'Blood count, iron stores, vitamin D and urine.',
    ),
    extended: variant(
      'child-health-screening-extended',
      'Child health screening, extended',
      130,
      [...CHILD_BASIC, 'tsh', 'glucose', 'total-ige', 'ttg-iga', 'alt'],
      'The basic screening with thyroid, sugar, allergy and coeliac disease.',
    ),
  },
];

export const DEMO_SCREENING_PACKAGES: DemoPackage[] = DEMO_SCREENING_PROGRAMMES.flatMap((programme) => [
  programme.basic,
  programme.extended,
]);

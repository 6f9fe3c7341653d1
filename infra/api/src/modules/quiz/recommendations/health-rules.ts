import type { RecommendationRule } from './rule-language';

const OFTEN = ['yes', 'sometimes'];

/**
 * What the health quiz's answers suggest, in order of weight. Suggestions, not diagnoses: each says what the
 * patient told us and what the test checks, never what they have.
 */
export const HEALTH_RECOMMENDATION_RULES: readonly RecommendationRule[] = [
  {
    slug: 'ferritin',
    when: { answer: 'tiredness', anyOf: OFTEN },
    reason: 'You said you often feel tired: ferritin checks your iron stores, which run low long before anaemia shows.',
  },
  {
    slug: 'vitamin-b12',
    when: { answer: 'tiredness', anyOf: OFTEN },
    reason: 'You said you often feel tired: vitamin B12 checks a vitamin store whose lack causes tiredness.',
  },
  {
    slug: 'complete-blood-count',
    when: {
      any: [
        { answer: 'tiredness', anyOf: OFTEN },
        { answer: 'conditions', anyOf: ['anaemia'] },
      ],
    },
    reason: 'A complete blood count looks for anaemia, the most common cause of tiredness.',
  },
  {
    slug: 'hba1c',
    when: { answer: 'conditions', anyOf: ['diabetes'] },
    reason: 'You told us about diabetes or prediabetes: HbA1c shows your average blood sugar over three months.',
  },
  {
    slug: 'hba1c',
    when: { any: [{ answer: 'family-history', anyOf: ['diabetes'] }, { bmiAtLeast: 25 }] },
    reason:
      'Diabetes in the family or a BMI above the healthy range raises the chance of high blood sugar: HbA1c shows your average over three months.',
  },
  {
    slug: 'lipid-panel',
    when: {
      any: [
        { answer: 'family-history', anyOf: ['heart'] },
        { answer: 'conditions', anyOf: ['hypertension', 'heart'] },
        { answer: 'smoking', anyOf: OFTEN },
        { bmiAtLeast: 30 },
      ],
    },
    reason:
      'What you told us about your heart, your family or smoking makes cholesterol worth checking: the lipid panel measures it.',
  },
  {
    slug: 'tsh',
    when: {
      any: [
        { answer: 'conditions', anyOf: ['thyroid'] },
        { answer: 'family-history', anyOf: ['thyroid'] },
      ],
    },
    reason: 'You mentioned thyroid disease in you or your family: TSH shows how your thyroid is working.',
  },
  {
    slug: 'tsh',
    when: {
      all: [
        { answer: 'tiredness', anyOf: ['yes'] },
        { answer: 'low-mood', anyOf: OFTEN },
      ],
    },
    reason: 'Tiredness together with low mood can come from a slow thyroid: TSH shows how it is working.',
  },
  {
    slug: 'vitamin-d-25-oh',
    when: {
      any: [
        { answer: 'low-mood', anyOf: OFTEN },
        { answer: 'activity', anyOf: ['rarely'] },
      ],
    },
    reason:
      'You said you feel low or spend little time active: vitamin D is often short, especially in the darker months.',
  },
  {
    slug: 'vitamins-and-minerals-package',
    when: { answer: 'vegetables', anyOf: ['no'] },
    reason:
      'You said you rarely eat vegetables or fruit: this package checks the vitamins and minerals a limited diet can lack.',
  },
  {
    slug: 'alt',
    when: { answer: 'alcohol', anyOf: ['weekly', 'daily'] },
    reason: 'You said you drink alcohol every week: ALT shows how your liver is coping.',
  },
  {
    slug: 'psa-total',
    when: {
      any: [{ answer: 'urination', anyOf: OFTEN }, { all: [{ answer: 'sex', anyOf: ['male'] }, { ageAtLeast: 50 }] }],
    },
    reason: 'You said you need to urinate more often, or you are a man over 50: PSA checks the prostate.',
  },
  {
    slug: 'total-testosterone',
    when: { answer: 'libido', anyOf: OFTEN },
    reason: 'You noticed a lower sex drive: testosterone is one of its common causes worth checking.',
  },
  {
    slug: 'fsh',
    when: {
      any: [
        { answer: 'regular-cycle', anyOf: ['no', 'sometimes'] },
        { answer: 'menopause', anyOf: ['yes'] },
      ],
    },
    reason: 'You said your periods are irregular or the menopause has begun: FSH shows where your hormones stand.',
  },
  {
    slug: 'prolactin',
    when: { answer: 'regular-cycle', anyOf: ['no', 'sometimes'] },
    reason: 'Irregular periods can come from high prolactin: this test checks it.',
  },
  {
    slug: 'cortisol',
    when: {
      all: [
        { answer: 'stress', anyOf: ['yes'] },
        { answer: 'sleep-problems', anyOf: OFTEN },
      ],
    },
    reason: 'You said you often feel stressed and sleep badly: cortisol measures the stress hormone.',
  },
];

/** When nothing in the answers points anywhere: a basic check-up suits everyone. */
export const HEALTH_FALLBACK_RECOMMENDATIONS: readonly RecommendationRule[] = [
  {
    slug: 'complete-blood-count',
    when: { all: [] },
    reason: 'Nothing you told us stands out: a complete blood count is a good basic check-up for anyone.',
  },
  {
    slug: 'glucose',
    when: { all: [] },
    reason: 'A fasting glucose test is part of a basic check-up: it catches high blood sugar early.',
  },
  {
    slug: 'lipid-panel',
    when: { all: [] },
    reason: 'A lipid panel is part of a basic check-up: it measures cholesterol.',
  },
];

/** A short list is one a patient acts on. */
export const MAX_HEALTH_RECOMMENDATIONS = 8;

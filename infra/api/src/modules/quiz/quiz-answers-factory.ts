import type { QuizAnswers } from '@labshop/shared-contracts/core/api/quiz';

/** Answers to every question the health quiz asks a woman, each a plain one; `overrides` change some. */
export function createHealthAnswers(overrides: Record<string, QuizAnswers[string] | undefined> = {}): QuizAnswers {
  const base: QuizAnswers = {
    sex: { values: ['female'] },
    age: { values: ['35'] },
    weight: { values: ['60'], unit: 'kg' },
    height: { values: ['168'], unit: 'cm' },
    conditions: { values: ['none'] },
    'family-history': { values: ['none'] },
    tiredness: { values: ['no'] },
    vegetables: { values: ['yes'] },
    activity: { values: ['often'] },
    smoking: { values: ['no'] },
    alcohol: { values: ['never'] },
    sleep: { values: ['yes'] },
    medications: { values: ['no'] },
    supplements: { values: ['none'] },
    'regular-cycle': { values: ['yes'] },
    pregnancy: { values: ['no'] },
    menopause: { values: ['no'] },
    stress: { values: ['no'] },
    'low-mood': { values: ['no'] },
    'sleep-problems': { values: ['no'] },
  };
  const merged: Record<string, QuizAnswers[string]> = { ...base };
  for (const [id, answer] of Object.entries(overrides)) {
    if (answer === undefined) delete merged[id];
    else merged[id] = answer;
  }
  return merged;
}

/** Answers to the weight-loss quiz: 90 kg, 172 cm, aiming at 80 kg; `overrides` change some. */
export function createWeightLossAnswers(overrides: Record<string, QuizAnswers[string]> = {}): QuizAnswers {
  return {
    sex: { values: ['female'] },
    age: { values: ['41'] },
    weight: { values: ['90'], unit: 'kg' },
    height: { values: ['172'], unit: 'cm' },
    'target-weight': { values: ['80'], unit: 'kg' },
    motivation: { values: ['health'] },
    conditions: { values: ['none'] },
    'previous-programme': { values: ['no'] },
    pregnancy: { values: ['no'] },
    ...overrides,
  };
}

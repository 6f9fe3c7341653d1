import type { QuizRecord } from '@labshop/shared-contracts/core';
import { goalFromQuiz } from './goal-from-quiz';

const RECORD: QuizRecord = {
  uuid: '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
  kind: 'weight-loss',
  date: '2026-11-26',
  patientId: null,
  answers: { 'target-weight': { values: ['12', '8'], unit: 'st/lb' } },
  weightKg: 92,
  heightCm: 180.34,
  bmi: null,
  recommendations: [],
};

describe('the goal the weight-loss quiz gave', () => {
  it('starts the goal form from the height and the target weight in the unit the patient chose', () => {
    expect(goalFromQuiz(RECORD)).toEqual({
      height: { unit: 'cm', value: '180.3', inches: '' },
      target: { unit: 'st-lb', value: '12', pounds: '8' },
    });
  });

  it('leaves the form empty without a quiz', () => {
    expect(goalFromQuiz(null)).toEqual({
      height: { unit: 'cm', value: '', inches: '' },
      target: { unit: 'kg', value: '', pounds: '' },
    });
  });
});

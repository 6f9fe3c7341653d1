import type { QuizStep } from '@labshop/shared-contracts/core';
import { visibleSteps } from '@labshop/shared-contracts/core';

function step(id: string, showWhen?: QuizStep['showWhen']): QuizStep {
  return { id, title: id, questions: [], ...(showWhen ? { showWhen } : {}) };
}

const STEPS = [
  step('about-you'),
  step('reproductive-female', { questionId: 'sex', values: ['female'] }),
  step('reproductive-male', { questionId: 'sex', values: ['male'] }),
  step('expectations'),
];

describe('the steps a patient is asked', () => {
  it.each([
    ['before sex is answered', {}, ['about-you', 'expectations']],
    ['for a woman', { sex: { values: ['female'] } }, ['about-you', 'reproductive-female', 'expectations']],
    ['for a man', { sex: { values: ['male'] } }, ['about-you', 'reproductive-male', 'expectations']],
  ])('%s', (_case, answers, ids) => {
    expect(visibleSteps(STEPS, answers).map((visible) => visible.id)).toEqual(ids);
  });
});

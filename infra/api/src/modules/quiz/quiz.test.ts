import { QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';

describe('GET /api/quiz/:kind', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function getQuiz(kind: string) {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/quiz/${kind}` });
    expect(response.statusCode).toBe(200);
    return expectShape(response.json(), QuizDefinition);
  }

  it('starts the health quiz with sex, age, weight and height in the spec units', async () => {
    const quiz = await getQuiz('health');

    expect(quiz.kind).toBe('health');
    const [first] = quiz.steps;
    expect(first?.questions.map((question) => question.id)).toEqual(['sex', 'age', 'weight', 'height']);
    const unitsOf = (id: string) => first?.questions.find((question) => question.id === id)?.unitChoices;
    expect(unitsOf('weight')).toEqual(['kg', 'lbs', 'st-lb']);
    expect(unitsOf('height')).toEqual(['cm', 'ft-in']);
  });

  it('asks the reproductive health questions that match the answer about sex', async () => {
    const quiz = await getQuiz('health');

    const conditional = quiz.steps.filter((step) => step.showWhen);
    expect(conditional.map((step) => step.showWhen)).toEqual([
      { questionId: 'sex', values: ['female'] },
      { questionId: 'sex', values: ['male'] },
    ]);
  });

  it.each(['health', 'weight-loss', 'weight-loss-feedback'])(
    'gives the %s quiz unique question ids, options for every choice, and an existing option for "other"',
    async (kind) => {
      const quiz = await getQuiz(kind);

      const questions = quiz.steps.flatMap((step) => step.questions);
      // Answers are keyed by question id, so two questions sharing one would overwrite each other.
      const ids = questions.map((question) => question.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const question of questions.filter((candidate) => ['single', 'multi'].includes(candidate.kind))) {
        expect(question.options?.length).toBeGreaterThan(1);
        if (question.otherValue) {
          expect(question.options?.map((option) => option.value)).toContain(question.otherValue);
        }
      }
    },
  );

  it('requires a target weight in the weight-loss quiz', async () => {
    const quiz = await getQuiz('weight-loss');

    const targetWeight = quiz.steps
      .flatMap((step) => step.questions)
      .find((question) => question.id === 'target-weight');
    expect(targetWeight).toMatchObject({ kind: 'number', required: 'required' });
  });

  it('answers 404 for a quiz that does not exist', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/quiz/horoscope' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});

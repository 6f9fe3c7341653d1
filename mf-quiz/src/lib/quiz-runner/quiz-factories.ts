import type { QuizDefinition, QuizQuestion, QuizStep } from '@labshop/shared-contracts/core';

export function createQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return { id: 'question', label: 'Question', kind: 'text', required: 'required', ...overrides };
}

/** The first step of the health quiz as the API gives it: sex, age, weight and height. */
export function createAboutYouStep(overrides: Partial<QuizStep> = {}): QuizStep {
  return {
    id: 'about-you',
    title: 'About you',
    questions: [
      createQuestion({
        id: 'sex',
        label: 'Sex',
        kind: 'single',
        options: [
          { value: 'female', label: 'Female' },
          { value: 'male', label: 'Male' },
        ],
      }),
      createQuestion({ id: 'age', label: 'Age', kind: 'number' }),
      createQuestion({ id: 'weight', label: 'Weight', kind: 'number', unitChoices: ['kg', 'lbs', 'st/lb'] }),
      createQuestion({ id: 'height', label: 'Height', kind: 'number', unitChoices: ['cm', 'ft-in'] }),
    ],
    ...overrides,
  };
}

export function createHealthQuiz(overrides: Partial<QuizDefinition> = {}): QuizDefinition {
  return {
    kind: 'health',
    title: 'Health checkup quiz',
    steps: [
      createAboutYouStep(),
      {
        id: 'health-background',
        title: 'Health background',
        questions: [
          createQuestion({
            id: 'conditions',
            label: 'Which of these have you been diagnosed with?',
            kind: 'multi',
            options: [
              { value: 'diabetes', label: 'Diabetes' },
              { value: 'other', label: 'Other' },
            ],
            otherValue: 'other',
          }),
        ],
      },
    ],
    ...overrides,
  };
}

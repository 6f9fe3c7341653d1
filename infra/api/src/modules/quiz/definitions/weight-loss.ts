import type { QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import { ABOUT_YOU, WEIGHT_UNITS, YES_NO, freeText, multi, options, single } from './building-blocks';

/** The weight-loss questionnaire: whether the programme suits the patient and where to start. */
export const WEIGHT_LOSS_QUIZ: QuizDefinition = {
  kind: 'weight-loss',
  title: 'Weight-loss quiz',
  steps: [
    ABOUT_YOU,
    {
      id: 'goal',
      title: 'Your goal',
      questions: [
        // The target weight is required.
        {
          id: 'target-weight',
          label: 'Target weight',
          kind: 'number',
          unitChoices: WEIGHT_UNITS,
          required: 'required',
        },
        multi(
          'motivation',
          'Why do you want to lose weight?',
          options(
            ['health', 'For my health'],
            ['energy', 'To have more energy'],
            ['appearance', 'To feel better about how I look'],
            ['doctor', 'My doctor advised it'],
            ['other', 'Other'],
          ),
          'other',
        ),
      ],
    },
    {
      id: 'health-background',
      title: 'Health background',
      questions: [
        multi(
          'conditions',
          'Have you been diagnosed with any of these conditions?',
          options(
            ['diabetes', 'Type 2 diabetes'],
            ['insulin-resistance', 'Insulin resistance'],
            ['hypertension', 'High blood pressure'],
            ['thyroid', 'Thyroid disease'],
            ['eating-disorder', 'An eating disorder'],
            ['none', 'None of these'],
          ),
        ),
        single('previous-programme', 'Have you taken part in a weight-loss programme before?', YES_NO),
        single('pregnancy', 'Are you pregnant or breastfeeding?', YES_NO),
        freeText('medications-list', 'Which medicines do you take regularly?'),
      ],
    },
  ],
};

/** Check-in during the programme: progress and how the patient feels. */
export const WEIGHT_LOSS_FEEDBACK_QUIZ: QuizDefinition = {
  kind: 'weight-loss-feedback',
  title: 'Weight-loss feedback',
  steps: [
    {
      id: 'progress',
      title: 'Your progress',
      questions: [
        { id: 'weight', label: 'Current weight', kind: 'number', unitChoices: WEIGHT_UNITS, required: 'required' },
        multi(
          'side-effects',
          'Have you had any of these since the last check-in?',
          options(
            ['nausea', 'Nausea'],
            ['headache', 'Headache'],
            ['tiredness', 'Tiredness'],
            ['none', 'None of these'],
            ['other', 'Other'],
          ),
          'other',
        ),
        single(
          'satisfaction',
          'How satisfied are you with the programme so far?',
          options(['very', 'Very satisfied'], ['somewhat', 'Somewhat satisfied'], ['not', 'Not satisfied']),
        ),
        freeText('comments', 'Anything you would like your care team to know?'),
      ],
    },
  ],
};

import type { QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import { ABOUT_YOU, YES_NO, YES_NO_SOMETIMES, freeText, multi, options, single } from './building-blocks';

/** The health questionnaire: its answers suggest which tests to take. */
export const HEALTH_QUIZ: QuizDefinition = {
  kind: 'health',
  title: 'Health checkup quiz',
  steps: [
    ABOUT_YOU,
    {
      id: 'health-background',
      title: 'Health background',
      questions: [
        multi(
          'conditions',
          'Have you been diagnosed with any of these conditions?',
          options(
            ['diabetes', 'Diabetes or prediabetes'],
            ['hypertension', 'High blood pressure'],
            ['thyroid', 'Thyroid disease'],
            ['heart', 'Heart disease'],
            ['anaemia', 'Anaemia'],
            ['none', 'None of these'],
            ['other', 'Other'],
          ),
          'other',
        ),
        multi(
          'family-history',
          'Has anyone in your close family had any of these?',
          options(
            ['diabetes', 'Diabetes'],
            ['heart', 'Heart attack or stroke'],
            ['cancer', 'Cancer'],
            ['thyroid', 'Thyroid disease'],
            ['none', 'None of these'],
          ),
        ),
        single('tiredness', 'Do you often feel tired without a clear reason?', YES_NO_SOMETIMES),
      ],
    },
    {
      id: 'nutrition-and-lifestyle',
      title: 'Nutrition and lifestyle',
      questions: [
        single('vegetables', 'Do you eat vegetables or fruit every day?', YES_NO_SOMETIMES),
        single(
          'activity',
          'How often are you physically active for at least 30 minutes?',
          options(['rarely', 'Rarely'], ['weekly', '1–2 times a week'], ['often', '3 or more times a week']),
        ),
        single('smoking', 'Do you smoke?', YES_NO_SOMETIMES),
        single(
          'alcohol',
          'How often do you drink alcohol?',
          options(['never', 'Never'], ['monthly', 'A few times a month'], ['weekly', 'Every week'], ['daily', 'Daily']),
        ),
        single('sleep', 'Do you usually sleep at least 7 hours?', YES_NO_SOMETIMES),
      ],
    },
    {
      id: 'medications-and-supplements',
      skippable: true,
      title: 'Medications and supplements',
      questions: [
        single('medications', 'Do you take any prescription medicines regularly?', YES_NO),
        freeText('medications-list', 'Which medicines do you take?'),
        multi(
          'supplements',
          'Which supplements do you take?',
          options(
            ['vitamin-d', 'Vitamin D'],
            ['iron', 'Iron'],
            ['vitamin-b12', 'Vitamin B12'],
            ['omega-3', 'Omega-3'],
            ['none', 'None'],
            ['other', 'Other'],
          ),
          'other',
        ),
      ],
    },
    {
      id: 'reproductive-health-female',
      skippable: true,
      title: 'Reproductive health',
      showWhen: { questionId: 'sex', values: ['female'] },
      questions: [
        single('regular-cycle', 'Are your periods regular?', YES_NO_SOMETIMES),
        single('pregnancy', 'Are you pregnant or planning a pregnancy?', YES_NO),
        single('menopause', 'Have you gone through the menopause?', YES_NO),
      ],
    },
    {
      id: 'reproductive-health-male',
      skippable: true,
      title: 'Reproductive health',
      showWhen: { questionId: 'sex', values: ['male'] },
      questions: [
        single('urination', 'Do you need to urinate more often than before, also at night?', YES_NO_SOMETIMES),
        single('libido', 'Have you noticed a lower sex drive?', YES_NO_SOMETIMES),
      ],
    },
    {
      id: 'mental-well-being',
      skippable: true,
      title: 'Mental well-being',
      questions: [
        single('stress', 'Do you often feel stressed?', YES_NO_SOMETIMES),
        single('low-mood', 'Have you felt low or lost interest in things in the last two weeks?', YES_NO_SOMETIMES),
        single('sleep-problems', 'Do you have trouble falling or staying asleep?', YES_NO_SOMETIMES),
      ],
    },
    {
      id: 'expectations',
      title: 'Your expectations',
      questions: [freeText('expectations', 'What would you like to learn about your health?')],
    },
  ],
};

/** What the weight-loss quiz's pages say. */
export const WEIGHT_LOSS_QUIZ_TEXTS = {
  title: 'Weight-loss quiz',
  failure: 'Something went wrong',
  intro: 'A few questions about your health and your goal, so a doctor can check the programme suits you.',
  submit: 'Send my answers',
  thanksTitle: 'Thank you',
  nextTitle: 'What happens next',
  next: [
    'Buy the programme: its starting tests are taken by a nurse at home or at a collection point.',
    'A doctor reads your answers and your results with you in a video consultation.',
    'You log your weight on your progress page and send a short check-in every month.',
  ],
  notADiagnosis: 'This is not a diagnosis: your answers help the doctor prepare your first consultation.',
  addToCart: 'Add the programme to the cart',
  added: 'The programme is in your cart.',
  goToCart: 'Go to the cart',
  completedTitle: 'Quiz completed',
  completedBody: 'You have already completed the weight-loss quiz. Your answers are kept for your consultation.',
  answerAgain: 'Answer the quiz again',
  completedFollowing: (programme: string) =>
    `You have already completed the weight-loss quiz and follow the ${programme}. Your progress page keeps your weights, check-ins and the programme's lab results.`,
  seeProgress: 'See your progress and results',
} as const;

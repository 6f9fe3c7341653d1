/** The pages of the weight-loss programme, where one page of it links to another. */
export const WEIGHT_LOSS_PAGES = {
  progress: '/weight-loss/progress',
  quiz: '/quiz/weight-loss',
  feedback: '/quiz/weight-loss-feedback',
  /** The programme shown to someone who does not follow one yet. */
  defaultProgramme: '/offer/weight-loss-programme-essential',
  programme: (product: string) => `/offer/weight-loss-programme-${product}`,
  login: '/login',
} as const;

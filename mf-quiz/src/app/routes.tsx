import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@labshop/shared-contracts/web/remote-kit';
import { HealthQuizPage } from '../features/health-quiz/health-quiz-page';
import { FeedbackPage, FeedbackThanksPage } from '../features/weight-loss-feedback/feedback-page';
import { WeightLossQuizPage } from '../features/weight-loss-quiz/weight-loss-quiz-page';
import {
  WeightLossQuizCompletedPage,
  WeightLossQuizThanksPage,
} from '../features/weight-loss-quiz/weight-loss-quiz-thanks-page';
import { WeightLossOfferRedirect } from '../features/weight-loss-programme/offer-redirect';
import { ProgressPage } from '../features/weight-loss-progress/progress-page';
import { QuizThanksPage } from '../features/health-quiz/quiz-thanks-page';
import { ProgrammeOfferPage } from './programme-offer-page';

/** Every page of the quiz, as data, so a test can check it serves each path the manifest gives it. */
export const QUIZ_ROUTES: RouteObject[] = [
  { path: '/quiz', element: <HealthQuizPage /> },
  { path: '/quiz/thanks/:uuid?', element: <QuizThanksPage /> },
  { path: '/quiz/weight-loss', element: <WeightLossQuizPage /> },
  { path: '/quiz/weight-loss/thanks', element: <WeightLossQuizThanksPage /> },
  { path: '/quiz/weight-loss/completed', element: <WeightLossQuizCompletedPage /> },
  { path: '/quiz/weight-loss-feedback', element: <FeedbackPage /> },
  { path: '/quiz/weight-loss-feedback/thanks', element: <FeedbackThanksPage /> },
  { path: '/weight-loss/progress', element: <ProgressPage /> },
  { path: '/offer/weight-loss', element: <WeightLossOfferRedirect /> },
  // Only /offer/weight-loss-programme-* reaches this: the other offers belong to the catalogue.
  { path: '/offer/:slug', element: <ProgrammeOfferPage /> },
  { path: '*', element: <NotFound /> },
];

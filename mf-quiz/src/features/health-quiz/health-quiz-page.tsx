import { QuizDefinition } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { QuizSteps } from './quiz-steps';

/** What a quiz that fails says (the product's text), with a try-again action. */
export const QUIZ_FAILURE = 'Something went wrong';

/** /quiz: the health checkup quiz. */
export function HealthQuizPage() {
  const quiz = useApiQuery('quiz/health', { answer: QuizDefinition });
  return (
    <Page aria-busy={quiz.status === 'loading'}>
      <h1>{quiz.data?.title ?? 'Health checkup quiz'}</h1>
      {quiz.status === 'loading' ? <Loading label="Loading the quiz…" /> : null}
      {quiz.status === 'error' ? <LoadFailed message={QUIZ_FAILURE} onRetry={quiz.retry} /> : null}
      {quiz.status === 'success' && quiz.data.steps.length === 0 ? <p>The quiz has no questions yet.</p> : null}
      {quiz.status === 'success' && quiz.data.steps.length > 0 ? <QuizSteps quiz={quiz.data} /> : null}
    </Page>
  );
}

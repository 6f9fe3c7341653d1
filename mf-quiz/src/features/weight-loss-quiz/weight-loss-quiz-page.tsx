import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ActiveWeightLossProgramme, QuizDefinition, WEIGHT_LOSS_PATHS } from '@labshop/shared-contracts/core';
import { getEventBus, useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { submitQuiz } from '../../lib/quiz-runner/kept-records';
import { QuizRunner } from '../../lib/quiz-runner/quiz-runner';
import { useNewestQuizRecord } from '../../lib/my-quiz-records';
import {
  answeringQuizAgain,
  completedQuiz,
  markQuizCompleted,
  rememberChosenProgramme,
} from '../../lib/weight-loss-quiz-session';
import { WEIGHT_LOSS_QUIZ_TEXTS } from './weight-loss-quiz-texts';

/** Where the weight-loss quiz's answers wait for the patient during the browser session. */
export const WEIGHT_LOSS_QUIZ_PROGRESS_KEY = 'labshop.quiz.weight-loss';
export const PROGRESS_PAGE = '/weight-loss/progress';

/**
 * /quiz/weight-loss: eligibility, weight and height in any unit, the target weight (required) and medical screening,
 * step by step. A patient who already follows a programme is told so by userHasActiveWeightLossProgramModal; one who
 * completed the quiz (in this browser session, or on any browser or device while signed in) sees the completed page,
 * unless they chose to answer it again.
 */
export function WeightLossQuizPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.user && session.token);
  const active = useApiQuery(signedIn ? WEIGHT_LOSS_PATHS.active : null, { answer: ActiveWeightLossProgramme });
  const quiz = useApiQuery('quiz/weight-loss', { answer: QuizDefinition });
  const mine = useNewestQuizRecord('weight-loss');
  const programme = active.status === 'success' ? active.data.programme : null;

  useEffect(() => rememberChosenProgramme(query.get('programme')), [query]);
  useEffect(() => {
    if (!programme) return;
    getEventBus().emit('modal:open', {
      name: 'userHasActiveWeightLossProgramModal',
      props: {
        // The dialog says "the … programme" itself.
        programmeName: programme.name.replace(/ programme$/, ''),
        progressHref: PROGRESS_PAGE,
        patientName: programme.patientName,
      },
    });
  }, [programme]);

  const completedElsewhere = mine.record !== null && !answeringQuizAgain();
  if (completedQuiz() || completedElsewhere) return <Navigate replace to="/quiz/weight-loss/completed" />;
  const waiting = quiz.status === 'loading' || mine.loading || (signedIn && active.status === 'loading');
  return (
    <Page aria-busy={waiting}>
      <h1>{quiz.data?.title ?? WEIGHT_LOSS_QUIZ_TEXTS.title}</h1>
      {waiting ? <Loading label="Loading the quiz…" /> : null}
      {quiz.status === 'error' ? <LoadFailed message={WEIGHT_LOSS_QUIZ_TEXTS.failure} onRetry={quiz.retry} /> : null}
      {!waiting && programme ? (
        <p>
          You already follow the {programme.name}. <Link to={PROGRESS_PAGE}>See your progress</Link>
        </p>
      ) : null}
      {!waiting && !programme && quiz.status === 'success' ? (
        <>
          <p>{WEIGHT_LOSS_QUIZ_TEXTS.intro}</p>
          <QuizRunner
            quiz={quiz.data}
            storageKey={WEIGHT_LOSS_QUIZ_PROGRESS_KEY}
            submit={(submission) => submitQuiz('weight-loss', submission)}
            onCompleted={(record) => {
              markQuizCompleted(record.uuid);
              void navigate('/quiz/weight-loss/thanks');
            }}
            submitLabel={WEIGHT_LOSS_QUIZ_TEXTS.submit}
          />
        </>
      ) : null}
    </Page>
  );
}

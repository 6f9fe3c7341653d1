import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QuizDefinition } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { submitQuiz } from '../../lib/quiz-runner/kept-records';
import { QUIZ_FAILURE, QuizRunner } from '../../lib/quiz-runner/quiz-runner';
import { ACCOUNT_HOLDER, QuizPatientChoice } from './quiz-patient-choice';

/** Where the health quiz's answers wait for the patient during the browser session. */
export const HEALTH_QUIZ_PROGRESS_KEY = 'labshop.quiz.health';

/** /quiz: the health checkup quiz; once sent, its thanks page shows what it recommends. */
export function HealthQuizPage() {
  const quiz = useApiQuery('quiz/health', { answer: QuizDefinition });
  const navigate = useNavigate();
  const [patientId, setPatientId] = useState(ACCOUNT_HOLDER);
  return (
    <Page aria-busy={quiz.status === 'loading'}>
      <h1>{quiz.data?.title ?? 'Health checkup quiz'}</h1>
      {quiz.status === 'loading' ? <Loading label="Loading the quiz…" /> : null}
      {quiz.status === 'error' ? <LoadFailed message={QUIZ_FAILURE} onRetry={quiz.retry} /> : null}
      {quiz.status === 'success' && quiz.data.steps.length === 0 ? <p>The quiz has no questions yet.</p> : null}
      {quiz.status === 'success' && quiz.data.steps.length > 0 ? (
        <QuizRunner
          quiz={quiz.data}
          storageKey={HEALTH_QUIZ_PROGRESS_KEY}
          submit={(submission) =>
            submitQuiz('health', { ...submission, patientId: patientId === ACCOUNT_HOLDER ? null : patientId })
          }
          onCompleted={(record) => void navigate(`/quiz/thanks/${record.uuid}`)}
          beforeSubmit={<QuizPatientChoice value={patientId} onChange={setPatientId} />}
        />
      ) : null}
    </Page>
  );
}

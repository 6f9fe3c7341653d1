import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { QuizDefinition, QuizRecord } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { getEventBus, pageStorage, type EventPayload } from '@labshop/shared-contracts/web';
import { createQuestion } from '../../lib/quiz-runner/quiz-factories';
import { createEnrolment, createOffer, PATIENT, sessionOf } from '../../lib/testing/weight-loss-factories';
import { WeightLossQuizPage } from './weight-loss-quiz-page';
import { WeightLossQuizCompletedPage, WeightLossQuizThanksPage } from './weight-loss-quiz-thanks-page';

const QUIZ: QuizDefinition = {
  kind: 'weight-loss',
  title: 'Weight-loss quiz',
  steps: [
    {
      id: 'goal',
      title: 'Your goal',
      questions: [
        createQuestion({
          id: 'target-weight',
          label: 'Target weight',
          kind: 'number',
          unitChoices: ['kg', 'lbs', 'st-lb'],
        }),
      ],
    },
  ],
};

const RECORD: QuizRecord = {
  uuid: '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
  kind: 'weight-loss',
  date: '2026-11-26',
  patientId: null,
  answers: {},
  weightKg: null,
  heightCm: null,
  bmi: null,
  recommendations: [],
};

function visitQuiz(
  path = '/quiz/weight-loss?programme=complete',
  active: unknown = { programme: null },
  mine: readonly QuizRecord[] = [],
) {
  const api = mockApi({
    'GET /api/quiz/records': { body: { records: mine } },
    'GET /api/quiz/weight-loss': { body: QUIZ },
    'GET /api/weight-loss/active': { body: active },
    'POST /api/quiz/weight-loss/records': { status: 201, body: RECORD },
    'GET /api/weight-loss/programmes/complete': { body: createOffer({ product: 'complete', name: 'Complete care' }) },
    'GET /api/weight-loss/programmes/essential': { body: createOffer() },
  });
  renderAt(
    path,
    <Routes>
      <Route path="/quiz/weight-loss" element={<WeightLossQuizPage />} />
      <Route path="/quiz/weight-loss/thanks" element={<WeightLossQuizThanksPage />} />
      <Route path="/quiz/weight-loss/completed" element={<WeightLossQuizCompletedPage />} />
    </Routes>,
  );
  return api;
}

describe('the weight-loss quiz', () => {
  beforeEach(() => {
    pageStorage('sessionStorage').clear();
    sessionOf(PATIENT);
  });

  it('requires the target weight, then says what happens next and offers the chosen programme to buy', async () => {
    const api = visitQuiz();
    const requested: Array<EventPayload<'cart:item-requested'>> = [];
    const subscription = getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));

    await userEvent.click(await screen.findByRole('button', { name: 'Send my answers' }));
    expect(
      within(screen.getByRole('group', { name: /Target weight/ })).getByRole('textbox'),
    ).toHaveAccessibleDescription(/required/);
    await userEvent.type(within(screen.getByRole('group', { name: /Target weight/ })).getByRole('textbox'), '70');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/quiz/weight-loss/thanks');
    const sent = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body)).answers['target-weight']).toMatchObject({ values: ['70'], unit: 'kg' });
    expect(screen.getByRole('region', { name: 'What happens next' })).toHaveTextContent('video consultation');
    expect(await screen.findByRole('heading', { name: 'Complete care' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add the programme to the cart' }));
    expect(requested).toEqual([expect.objectContaining({ kind: 'weight-loss-package', serviceId: 'package-1' })]);
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    subscription.unsubscribe();
  });

  it('shows the completed page to a patient who already completed it in this session', async () => {
    pageStorage('sessionStorage').setItem('labshop.quiz.weight-loss.completed', RECORD.uuid);
    visitQuiz('/quiz/weight-loss');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz completed' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/quiz/weight-loss/completed');

    await userEvent.click(screen.getByRole('button', { name: 'Answer the quiz again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Weight-loss quiz' })).toBeInTheDocument();
  });

  it('shows the completed page to a patient who completed it on another device, and lets them answer again', async () => {
    const api = visitQuiz('/quiz/weight-loss', { programme: null }, [RECORD]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz completed' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/quiz/records')[0]?.searchParams.get('kind')).toBe('weight-loss');

    await userEvent.click(screen.getByRole('button', { name: 'Answer the quiz again' }));
    expect(await screen.findByRole('button', { name: 'Send my answers' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/quiz/weight-loss');
  });

  it('leads a patient who completed it and follows the programme to their progress and results', async () => {
    visitQuiz('/quiz/weight-loss/completed', { programme: createEnrolment() }, [RECORD]);
    expect(await screen.findByRole('link', { name: 'See your progress and results' })).toHaveAttribute(
      'href',
      '/weight-loss/progress',
    );
    expect(screen.getByText(/follow the Essential weight-loss programme/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the programme to the cart' })).not.toBeInTheDocument();
  });

  it('opens userHasActiveWeightLossProgramModal for a patient who already follows a programme', async () => {
    const opened: Array<EventPayload<'modal:open'>> = [];
    const subscription = getEventBus()
      .on('modal:open')
      .subscribe((modal) => opened.push(modal));
    visitQuiz('/quiz/weight-loss', { programme: createEnrolment() });

    expect(await screen.findByRole('link', { name: 'See your progress' })).toHaveAttribute(
      'href',
      '/weight-loss/progress',
    );
    expect(opened).toEqual([
      {
        name: 'userHasActiveWeightLossProgramModal',
        props: {
          programmeName: 'Essential weight-loss',
          progressHref: '/weight-loss/progress',
          patientName: 'Anna Kowalska',
        },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
    subscription.unsubscribe();
  });
});

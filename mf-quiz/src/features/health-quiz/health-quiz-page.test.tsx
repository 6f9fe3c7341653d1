import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, mockApi, type ApiHandler, renderAt } from '@labshop/shared-contracts/testing';
import { HealthQuizPage } from './health-quiz-page';
import { createAboutYouStep, createHealthQuiz } from '../../lib/quiz-runner/quiz-factories';

function showQuiz(answer: ApiHandler = { body: createHealthQuiz() }) {
  mockApi({ 'GET /api/quiz/health': answer });
  renderAt('/quiz', <HealthQuizPage />);
}

function question(name: string) {
  return screen.getByRole('group', { name });
}

async function answerAboutYou() {
  await userEvent.click(within(question('Sex')).getByRole('radio', { name: 'Female' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Age/ }), '41');
  await userEvent.type(within(question('Weight')).getByRole('textbox', { name: 'Kilograms' }), '68');
  await userEvent.type(within(question('Height')).getByRole('textbox', { name: 'Centimetres' }), '170');
}

const RECORD_ID = '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e';

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the health quiz', () => {
  it('says it is loading, then asks the first step', async () => {
    showQuiz();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the quiz…');

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 2: About you' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Health checkup quiz' })).toBeInTheDocument();
    expect(within(question('Sex')).getAllByRole('radio')).toHaveLength(2);
    expect(within(question('Weight')).getByRole('radio', { name: 'kilograms' })).toBeChecked();
    expect(within(question('Height')).getByRole('radio', { name: 'centimetres' })).toBeChecked();
  });

  it('does not go on until every required answer is given, and says which are missing', async () => {
    showQuiz();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

    expect(screen.getByRole('alert')).toHaveTextContent('4 answers need your attention.');
    expect(question('Sex')).toHaveAccessibleDescription('Choose one option.');
    expect(question('Weight')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1 of 2: About you' })).toBeInTheDocument();

    await userEvent.click(within(question('Sex')).getByRole('radio', { name: 'Male' }));
    expect(question('Sex')).not.toHaveAccessibleDescription('Choose one option.');
    expect(screen.getByRole('alert')).toHaveTextContent('3 answers need your attention.');
  });

  it('takes weight in stones and pounds and height in feet and inches', async () => {
    showQuiz();
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.click(within(question('Sex')).getByRole('radio', { name: 'Female' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Age/ }), '41');

    await userEvent.click(within(question('Weight')).getByRole('radio', { name: 'stones and pounds' }));
    await userEvent.type(within(question('Weight')).getByRole('textbox', { name: 'Stones' }), '10');
    await userEvent.type(within(question('Weight')).getByRole('textbox', { name: 'Pounds' }), '7');
    await userEvent.click(within(question('Height')).getByRole('radio', { name: 'feet and inches' }));
    await userEvent.type(within(question('Height')).getByRole('textbox', { name: 'Feet' }), 'five');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(question('Height')).toHaveAccessibleDescription('Enter a number.');
    await userEvent.clear(within(question('Height')).getByRole('textbox', { name: 'Feet' }));
    await userEvent.type(within(question('Height')).getByRole('textbox', { name: 'Feet' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Step 2 of 2: Health background' })).toBeInTheDocument();
  });

  it('sends the answers of a guest and moves on to the thanks page of the record', async () => {
    let sent: unknown;
    mockApi({
      'GET /api/quiz/health': { body: createHealthQuiz() },
      'POST /api/quiz/health/records': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: {
            uuid: RECORD_ID,
            kind: 'health',
            date: '2026-11-26',
            patientId: null,
            answers: {},
            weightKg: 68,
            heightCm: 170,
            bmi: { value: 23.5, category: 'healthy' },
            recommendations: [],
            accessToken: 'guest-token',
          },
        };
      },
    });
    renderAt('/quiz', <HealthQuizPage />);
    await screen.findByRole('button', { name: 'Next' });
    await answerAboutYou();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(
      within(question('Which of these have you been diagnosed with?')).getByRole('checkbox', { name: 'Other' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(question('Which of these have you been diagnosed with?')).toHaveAccessibleDescription(
      'Please specify your answer.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Please specify/ }), 'Asthma');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    await waitFor(() => expect(currentLocation()).toBe(`/quiz/thanks/${RECORD_ID}`));
    expect(sent).toEqual({
      answers: expect.objectContaining({ conditions: { values: ['other'], other: 'Asthma' } }),
      skippedSteps: [],
      patientId: null,
      // The record is dated the patient's own day where they live.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('goes on to the step meant for the answer given', async () => {
    const quiz = createHealthQuiz();
    showQuiz({
      body: {
        ...quiz,
        steps: [
          createAboutYouStep(),
          {
            id: 'female',
            title: 'Reproductive health (women)',
            questions: [],
            showWhen: { questionId: 'sex', values: ['female'] },
          },
          {
            id: 'male',
            title: 'Reproductive health (men)',
            questions: [],
            showWhen: { questionId: 'sex', values: ['male'] },
          },
        ],
      },
    });
    // Until sex is answered, no variant is asked: the one step is the last.
    await screen.findByRole('button', { name: 'Send my answers' });
    await answerAboutYou();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 2 of 2: Reproductive health (women)' }),
    ).toBeInTheDocument();
  });

  it('says so when the quiz has no steps', async () => {
    showQuiz({ body: createHealthQuiz({ steps: [] }) });
    expect(await screen.findByText('The quiz has no questions yet.')).toBeInTheDocument();
  });

  it('says something went wrong and tries again on request', async () => {
    let calls = 0;
    showQuiz(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createHealthQuiz() };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 2: About you' })).toBeInTheDocument();
  });
});

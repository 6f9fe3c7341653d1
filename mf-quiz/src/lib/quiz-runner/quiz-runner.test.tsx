import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import type { QuizDefinition, QuizRecord } from '@labshop/shared-contracts/core';
import { createAboutYouStep, createQuestion } from './quiz-factories';
import { QUIZ_FAILURE, QuizRunner, type QuizRunnerProps } from './quiz-runner';

const QUIZ: QuizDefinition = {
  kind: 'health',
  title: 'Health checkup quiz',
  steps: [
    createAboutYouStep(),
    {
      id: 'mood',
      title: 'Mental well-being',
      skippable: true,
      questions: [
        createQuestion({
          id: 'stress',
          label: 'Do you often feel stressed?',
          kind: 'single',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        }),
      ],
    },
    {
      id: 'expectations',
      title: 'Your expectations',
      questions: [createQuestion({ id: 'expectations', label: 'What would you like to learn?', required: 'optional' })],
    },
  ],
};

const RECORD: QuizRecord = {
  uuid: '0b8a3c1e-1f2a-4c3b-9d4e-5f6a7b8c9d0e',
  kind: 'health',
  date: '2026-11-26',
  patientId: null,
  answers: {},
  weightKg: 68,
  heightCm: 170,
  bmi: { value: 23.5, category: 'healthy' },
  recommendations: [],
};

/** The browser's own back button, which a memory router has not got. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

function renderRunner(overrides: Partial<QuizRunnerProps> = {}, path = '/quiz') {
  const props: QuizRunnerProps = {
    quiz: QUIZ,
    storageKey: 'test.quiz',
    submit: jest.fn().mockResolvedValue(RECORD),
    onCompleted: jest.fn(),
    ...overrides,
  };
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QuizRunner {...props} />
      <BrowserBack />
    </MemoryRouter>,
  );
  return { props, view };
}

const group = (name: string) => screen.getByRole('group', { name });
const heading = () => screen.getByRole('heading', { level: 2 });

async function answerAboutYou() {
  await userEvent.click(within(group('Sex')).getByRole('radio', { name: 'Female' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Age/ }), '41');
  await userEvent.type(within(group('Weight')).getByRole('textbox', { name: 'Kilograms' }), '68');
  await userEvent.type(within(group('Height')).getByRole('textbox', { name: 'Centimetres' }), '170');
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the quiz runner', () => {
  it('shows where the patient is, in words and as a progress bar', () => {
    renderRunner();
    expect(heading()).toHaveTextContent('Step 1 of 3: About you');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' })).toHaveAttribute('value', '1');
  });

  it('converts what was typed when the unit changes, and back', async () => {
    renderRunner();
    const weight = group('Weight');
    await userEvent.type(within(weight).getByRole('textbox', { name: 'Kilograms' }), '70');

    await userEvent.click(within(weight).getByRole('radio', { name: 'stones and pounds' }));
    expect(within(weight).getByRole('textbox', { name: 'Stones' })).toHaveValue('11');
    expect(within(weight).getByRole('textbox', { name: 'Pounds' })).toHaveValue('0.3');

    await userEvent.click(within(weight).getByRole('radio', { name: 'pounds' }));
    expect(within(weight).getByRole('textbox', { name: 'Pounds' })).toHaveValue('154.3');
    await userEvent.click(within(weight).getByRole('radio', { name: 'kilograms' }));
    expect(within(weight).getByRole('textbox', { name: 'Kilograms' })).toHaveValue('70');

    const height = group('Height');
    await userEvent.type(within(height).getByRole('textbox', { name: 'Centimetres' }), '180');
    await userEvent.click(within(height).getByRole('radio', { name: 'feet and inches' }));
    expect(within(height).getByRole('textbox', { name: 'Feet' })).toHaveValue('5');
    expect(within(height).getByRole('textbox', { name: 'Inches' })).toHaveValue('10.9');
  });

  it('goes next and back with its buttons and with the browser back button, answers kept', async () => {
    renderRunner();
    await answerAboutYou();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toHaveTextContent('Step 2 of 3: Mental well-being');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Step 1 of 3: About you');
    expect(within(group('Sex')).getByRole('radio', { name: 'Female' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(heading()).toHaveTextContent('Step 1 of 3: About you');
    expect(within(group('Weight')).getByRole('textbox', { name: 'Kilograms' })).toHaveValue('68');
  });

  it('keeps answers across a reload, even those typed on a step not yet left', async () => {
    const first = renderRunner();
    await answerAboutYou();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(group('Do you often feel stressed?')).getByRole('radio', { name: 'Yes' }));
    first.view.unmount();

    renderRunner({}, '/quiz?step=mood');
    expect(heading()).toHaveTextContent('Step 2 of 3: Mental well-being');
    expect(within(group('Do you often feel stressed?')).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Age/ })).toHaveValue('41');
  });

  it('skips a skippable section, and sends the answers with the section named as skipped', async () => {
    const { props } = renderRunner();
    expect(screen.queryByRole('button', { name: 'Skip this section' })).not.toBeInTheDocument();
    await answerAboutYou();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await userEvent.click(screen.getByRole('button', { name: 'Skip this section' }));
    expect(heading()).toHaveTextContent('Step 3 of 3: Your expectations');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(props.submit).toHaveBeenCalledWith({
      answers: expect.objectContaining({ sex: { values: ['female'] }, weight: { unit: 'kg', values: ['68'] } }),
      skippedSteps: ['mood'],
    });
    expect(props.onCompleted).toHaveBeenCalledWith(RECORD);
    expect(window.sessionStorage.getItem('test.quiz')).toBeNull();
  });

  it("says 'Something went wrong' when sending fails, tries again on request, and loses nothing", async () => {
    const submit = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(RECORD);
    const { props } = renderRunner({ submit });
    await answerAboutYou();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(group('Do you often feel stressed?')).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('textbox', { name: /What would you like to learn/ }), 'My iron');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(QUIZ_FAILURE);
    expect(screen.getByRole('textbox', { name: /What would you like to learn/ })).toHaveValue('My iron');
    expect(props.onCompleted).not.toHaveBeenCalled();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit.mock.calls[1]?.[0]).toMatchObject({ answers: { expectations: { values: ['My iron'] } } });
    expect(props.onCompleted).toHaveBeenCalledWith(RECORD);
  });

  it('asks first a step left unanswered when the address skips ahead to the last one', async () => {
    const { props } = renderRunner({}, '/quiz?step=expectations');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(heading()).toHaveTextContent('Step 1 of 3: About you');
    expect(props.submit).not.toHaveBeenCalled();
  });
});

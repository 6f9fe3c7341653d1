import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { createEnrolment, createFeedback, PATIENT, sessionOf } from '../../lib/testing/weight-loss-factories';
import { FeedbackPage, FeedbackThanksPage } from './feedback-page';

const ID = createEnrolment().id;

function showCheckIn(sent: { status?: number; body: unknown } = { status: 201, body: createFeedback() }) {
  const api = mockApi({
    'GET /api/weight-loss/active': { body: { programme: createEnrolment() } },
    [`POST /api/weight-loss/enrolments/${ID}/feedback`]: sent,
  });
  renderAt(
    '/quiz/weight-loss-feedback',
    <Routes>
      <Route path="/quiz/weight-loss-feedback" element={<FeedbackPage />} />
      <Route path="/quiz/weight-loss-feedback/thanks" element={<FeedbackThanksPage />} />
    </Routes>,
  );
  return api;
}

describe('the monthly weight-loss check-in', () => {
  beforeEach(() => sessionOf(PATIENT));

  it('asks how it is going, side effects, the weight and a note, and shows the thanks page once kept', async () => {
    const api = showCheckIn();
    const form = await screen.findByRole('form', { name: 'Weight-loss feedback' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Somewhat satisfied' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Tiredness' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Other' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /What other side effect/ }), 'Hungry at night');
    await userEvent.click(within(form).getByRole('radio', { name: 'lbs' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Pounds/ }), '180');
    await userEvent.type(within(form).getByRole('textbox', { name: /care team/ }), 'Going well.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send check-in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/quiz/weight-loss-feedback/thanks');
    expect(screen.getByRole('link', { name: 'See your progress' })).toHaveAttribute('href', '/weight-loss/progress');
    const posted = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      satisfaction: 'somewhat',
      sideEffects: ['tiredness', 'other'],
      sideEffectsOther: 'Hungry at night',
      weight: { unit: 'lbs', value: 180 },
      comments: 'Going well.',
      // The check-in is dated the patient's own day where they live.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('keeps the quiz rules before sending: one satisfaction, at least one side effect, a weight', async () => {
    const api = showCheckIn();
    const form = await screen.findByRole('form', { name: 'Weight-loss feedback' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send check-in' }));

    expect(within(form).getByRole('group', { name: /How is the programme going/ })).toHaveAccessibleDescription(
      'Choose one option.',
    );
    expect(within(form).getByRole('group', { name: /Have you had any/ })).toHaveAccessibleDescription(
      'Choose at least one answer.',
    );
    expect(within(form).getByRole('textbox', { name: /Kilograms/ })).toHaveAccessibleDescription('Enter your weight.');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("says 'Something went wrong' and keeps what was typed when the check-in cannot be sent", async () => {
    showCheckIn({ status: 500, body: { message: 'Unexpected error occurred' } });
    const form = await screen.findByRole('form', { name: 'Weight-loss feedback' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Very satisfied' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'None of these' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Kilograms/ }), '81');
    await userEvent.click(within(form).getByRole('button', { name: 'Send check-in' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(within(form).getByRole('textbox', { name: /Kilograms/ })).toHaveValue('81');
  });
});

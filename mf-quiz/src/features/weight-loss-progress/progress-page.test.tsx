import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WEIGHT_LOSS_MESSAGES } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { localToday } from '../../lib/patient-day';
import {
  createEnrolment,
  createEntry,
  createFeedback,
  createProgress,
  createQuizRecord,
  PATIENT,
  sessionOf,
} from '../../lib/testing/weight-loss-factories';
import { ProgressPage } from './progress-page';

const ID = createEnrolment().id;

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
const PROGRESS_URL = `GET /api/weight-loss/enrolments/${ID}`;

function showProgress(routes: Record<string, ApiHandler>) {
  const api = mockApi({ 'GET /api/weight-loss/active': { body: { programme: createEnrolment() } }, ...routes });
  renderAt('/weight-loss/progress', <ProgressPage />);
  return api;
}

const WITH_WEIGHTS = createProgress({
  entries: [
    createEntry({ id: 'a', date: '2026-11-03', weightKg: 82, bmi: 28.4 }),
    createEntry({ id: 'b', date: '2026-11-20', weightKg: 80.5, bmi: 27.9, source: 'feedback' }),
  ],
  feedback: [
    createFeedback({ sideEffects: ['tiredness', 'other'], sideEffectsOther: 'Hungry at night', comments: 'Fine.' }),
  ],
});

describe('the weight-loss progress page', () => {
  it('asks a guest to log in', () => {
    sessionOf(null);
    mockApi({});
    renderAt('/weight-loss/progress', <ProgressPage />);
    expect(screen.getByRole('link', { name: 'Log in to see your progress' })).toHaveAttribute('href', '/login');
  });

  it('leads a patient without a programme to the programmes', async () => {
    sessionOf(PATIENT);
    showProgress({ 'GET /api/weight-loss/active': { body: { programme: null } } });
    expect(
      await screen.findByRole('heading', { name: 'You do not follow a weight-loss programme yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the programmes' })).toHaveAttribute(
      'href',
      '/offer/weight-loss-programme-essential',
    );
  });

  it('draws weight against the target with the BMI, with every value in a table, milestones and check-ins', async () => {
    sessionOf(PATIENT);
    showProgress({ [PROGRESS_URL]: { body: WITH_WEIGHTS } });

    const chart = await screen.findByRole('img', {
      name: '2 weights from 2026-11-03 to 2026-11-20: 82.0 kg to 80.5 kg, BMI 27.9, target 70.0 kg.',
    });
    expect(chart).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Weight and BMI over time' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026-11-0382.0 kg28.470.0 kg',
      '2026-11-2080.5 kg27.970.0 kg',
    ]);
    const milestones = screen.getByRole('region', { name: 'Milestones' });
    expect(
      within(milestones)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Programme startedReached 2 Nov 2026', 'Target weight reachedAhead']);
    const checkIns = screen.getByRole('region', { name: 'Monthly check-ins' });
    // Days read as patients read them, not as the API keeps them.
    expect(within(checkIns).getByRole('heading', { level: 3 })).toHaveTextContent('20 Nov 2026');
    expect(screen.getByText(/started 2 Nov 2026\./)).toBeInTheDocument();
    expect(checkIns).toHaveTextContent('Somewhat satisfied');
    expect(checkIns).toHaveTextContent('Tiredness, Hungry at night');
    expect(within(checkIns).getByRole('link', { name: 'Send this month’s check-in' })).toHaveAttribute(
      'href',
      '/quiz/weight-loss-feedback',
    );
    // The programme's own results: the order that bought it, not the whole results area.
    expect(screen.getByRole('link', { name: 'See your lab results' })).toHaveAttribute(
      'href',
      '/account/orders/order-1',
    );
  });

  it('logs a weight typed in stones and pounds and shows the progress again', async () => {
    sessionOf(PATIENT);
    let reads = 0;
    const api = showProgress({
      [PROGRESS_URL]: () => {
        reads += 1;
        return { body: reads === 1 ? createProgress() : WITH_WEIGHTS };
      },
      [`POST /api/weight-loss/enrolments/${ID}/entries`]: { status: 201, body: createEntry({ weightKg: 79.8 }) },
    });
    const form = await screen.findByRole('form', { name: 'Log your weight' });
    await userEvent.click(within(form).getByRole('radio', { name: 'st/lb' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Stones/ }), '12');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Pounds' }), '8');
    await userEvent.click(within(form).getByRole('button', { name: 'Log weight' }));

    // Said back in the unit typed as well as in kilograms, on the day as patients read it.
    expect(await screen.findByText('Logged 79.8 kg (12 st 8 lb) on 3 Nov 2026.')).toBeInTheDocument();
    const posted = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toMatchObject({ weight: { unit: 'st-lb', value: 12, pounds: 8 } });
    expect(await screen.findByRole('img', { name: /^2 weights/ })).toBeInTheDocument();
  });

  it("refuses a day after the patient's own today before sending, and tells the API their time zone", async () => {
    sessionOf(PATIENT);
    const api = showProgress({
      [PROGRESS_URL]: { body: createProgress() },
      [`POST /api/weight-loss/enrolments/${ID}/entries`]: { status: 201, body: createEntry({ weightKg: 80 }) },
    });
    const form = await screen.findByRole('form', { name: 'Log your weight' });
    const date = within(form).getByLabelText(/Date/);
    expect(date).toHaveValue(localToday());
    await userEvent.type(within(form).getByRole('textbox', { name: /Kilograms/ }), '80');
    fireEvent.change(date, { target: { value: dayAfter(localToday()) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Log weight' }));

    expect(date).toHaveAccessibleDescription(WEIGHT_LOSS_MESSAGES.date);
    expect(requestedUrls(api, `/api/weight-loss/enrolments/${ID}/entries`)).toEqual([]);

    fireEvent.change(date, { target: { value: localToday() } });
    await userEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    expect(await screen.findByText(/Logged 80.0 kg/)).toBeInTheDocument();
    const posted = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      date: localToday(),
      weight: { unit: 'kg', value: 80 },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says what the API refused next to the field', async () => {
    sessionOf(PATIENT);
    showProgress({
      [PROGRESS_URL]: { body: createProgress() },
      [`POST /api/weight-loss/enrolments/${ID}/entries`]: {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { weight: ['Enter a weight between 20 and 400 kg.'] } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Log your weight' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Kilograms/ }), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Log weight' }));
    expect(await within(form).findByRole('textbox', { name: /Kilograms/ })).toHaveAccessibleDescription(
      'Enter a weight between 20 and 400 kg.',
    );
  });

  it('starts the goal from the weight-loss quiz the account sent from another device', async () => {
    sessionOf(PATIENT);
    const api = showProgress({
      [PROGRESS_URL]: {
        body: createProgress({ programme: createEnrolment({ heightCm: null, targetWeightKg: null }) }),
      },
      'GET /api/quiz/records': {
        body: {
          records: [
            createQuizRecord({ heightCm: 180.3, answers: { 'target-weight': { values: ['12', '8'], unit: 'st-lb' } } }),
          ],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Your height and target weight' });

    expect(within(form).getByRole('textbox', { name: /Centimetres/ })).toHaveValue('180.3');
    const target = within(form).getByRole('group', { name: 'Target weight' });
    expect(within(target).getByRole('textbox', { name: /Stones/ })).toHaveValue('12');
    expect(within(target).getByRole('textbox', { name: 'Pounds' })).toHaveValue('8');
    expect(requestedUrls(api, '/api/quiz/records')[0]?.searchParams.get('kind')).toBe('weight-loss');
  });

  it('asks for the height and the target weight before the target can be drawn, the target being required', async () => {
    sessionOf(PATIENT);
    const api = showProgress({
      [PROGRESS_URL]: {
        body: createProgress({ programme: createEnrolment({ heightCm: null, targetWeightKg: null }) }),
      },
      [`PUT /api/weight-loss/enrolments/${ID}/goal`]: { body: createProgress() },
    });
    const form = await screen.findByRole('form', { name: 'Your height and target weight' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Centimetres/ }), '170');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const target = within(within(form).getByRole('group', { name: 'Target weight' })).getByRole('textbox', {
      name: /Kilograms/,
    });
    expect(target).toHaveAccessibleDescription('Target weight is required.');

    await userEvent.type(target, '68');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      height: { unit: 'cm', value: 170 },
      targetWeight: { unit: 'kg', value: 68 },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnmatchedDeliveryDetail, UnmatchedDeliverySummary } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { LabDeliveriesReview } from './lab-deliveries-review';

const KEPT: UnmatchedDeliverySummary = {
  id: 'kept-1',
  labName: 'A-Lab',
  labReportId: 'R-77',
  format: 'hl7v2',
  receivedAt: '2026-05-02T09:00:00.000Z',
  reason: 'No order has this number.',
  orderNumber: 'LS-999999',
  testCode: '2823-3',
  testName: 'Potassium',
  patient: { familyName: 'Kowalska', givenName: 'Anna', birthDate: '1985-04-10', sex: 'f', pesel: '85041012345' },
};

const DETAIL: UnmatchedDeliveryDetail = {
  ...KEPT,
  reportStatus: 'final',
  collectedAt: '2026-04-30T06:15:00.000Z',
  issuedAt: null,
  notes: [],
  patientNotes: [],
  observations: [
    {
      name: 'Potassium',
      loinc: '2823-3',
      value: '6.5 mmol/L',
      range: '3.5-5.1',
      labFlag: 'H',
      notes: [],
      patientNotes: [],
    },
  ],
  labPdf: false,
  reviewedAt: null,
  resolution: null,
  resultId: null,
  dismissReason: null,
};

const LIST = 'GET /api/admin/lab-deliveries/unmatched';
const ONE = 'GET /api/admin/lab-deliveries/unmatched/kept-1';
const MATCH = 'POST /api/admin/lab-deliveries/unmatched/kept-1/match';
const DISMISS = 'POST /api/admin/lab-deliveries/unmatched/kept-1/dismiss';

function show(routes: Record<string, ApiHandler>) {
  const api = mockApi(routes);
  renderAt('/account/admin', <LabDeliveriesReview />);
  return api;
}

/** The list holds the kept report until a review settles it. */
function reviewRoutes(extra: Record<string, ApiHandler>) {
  let open = [KEPT];
  const settle = (answer: object) => () => {
    open = [];
    return { body: answer };
  };
  return {
    settle,
    routes: { [LIST]: () => ({ body: { deliveries: open } }), [ONE]: { body: DETAIL }, ...extra },
    close: () => {
      open = [];
    },
  };
}

const bodyOf = (api: ReturnType<typeof mockApi>, route: string) => {
  const [method, path] = route.split(' ');
  const call = api.mock.calls.find(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname === path && init?.method === method,
  );
  return JSON.parse(String(call?.[1]?.body)) as unknown;
};

describe('the review of lab deliveries', () => {
  it('says ‘Nothing to review.’ when every report matched', async () => {
    show({ [LIST]: { body: { deliveries: [] } } });
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lab deliveries to review' })).toBeInTheDocument();
  });

  it('lists a kept report with its lab, reason, order number, test and patient, and opens it with focus on it', async () => {
    const { routes } = reviewRoutes({});
    show(routes);
    const entry = (await screen.findByText(/report R-77/)).closest('li') as HTMLElement;
    expect(entry).toHaveTextContent('A-Lab, report R-77, received 2 May 2026');
    expect(entry).toHaveTextContent('No order has this number.');
    expect(entry).toHaveTextContent(
      'Order number LS-999999, test Potassium (2823-3). Patient: Anna Kowalska, born 10 Apr 1985',
    );

    await userEvent.click(within(entry).getByRole('button', { name: 'Review report R-77 from A-Lab' }));

    const heading = await screen.findByRole('heading', { name: 'Report R-77 from A-Lab' });
    await waitFor(() => expect(heading).toHaveFocus());
    const table = screen.getByRole('table', { name: 'Values as the lab sent them' });
    expect(within(table).getByRole('row', { name: /Potassium/ })).toHaveTextContent('Potassium6.5 mmol/L3.5-5.1H');
    expect(screen.getByText(/PESEL 85041012345/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveValue('LS-999999');
  });

  it('says why a report that matched its order was kept, when its sample was taken, and whom each note is for', async () => {
    const reason =
      'The lab’s range for Potassium (5.1-3.5) has its low end above its high end, so it cannot be true. ' +
      'No value of the report was stored or judged: ask the lab for a corrected report.';
    const kept = { ...KEPT, reason, orderNumber: 'LS-000042' };
    show({
      [LIST]: { body: { deliveries: [kept] } },
      [ONE]: {
        body: {
          ...DETAIL,
          ...kept,
          notes: ['Analyser 3 recalibrated', 'Drink water before your next test.'],
          patientNotes: ['Drink water before your next test.'],
          observations: [{ ...DETAIL.observations[0], range: '5.1-3.5' }],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Review report R-77 from A-Lab' }));
    await screen.findByRole('heading', { name: 'Report R-77 from A-Lab' });

    const facts = screen.getByText('Why it was kept').closest('dl') as HTMLElement;
    expect(within(facts).getByText('Why it was kept').nextSibling).toHaveTextContent(reason);
    expect(within(facts).getByText('Sample taken').nextSibling).toHaveTextContent('30 Apr 2026');
    const notes = screen.getByRole('heading', { name: 'Notes on the report' }).nextElementSibling as HTMLElement;
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.textContent),
    ).toEqual([
      'Analyser 3 recalibrated (for doctors and staff only)',
      'Drink water before your next test. (written for the patient: shown to them)',
    ]);
  });

  it('shows the API’s reason next to the field when the report still does not match, then matches it', async () => {
    let attempts = 0;
    const review = reviewRoutes({});
    const api = show({
      ...review.routes,
      [MATCH]: () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { testCode: ['The order has no test with this code.'] },
            },
          };
        }
        review.close();
        return { body: { id: 'kept-1', resultId: 'result-9' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Review report R-77 from A-Lab' }));
    const orderNumber = await screen.findByRole('textbox', { name: /Order number/ });
    await userEvent.clear(orderNumber);
    await userEvent.type(orderNumber, 'LS-000042');
    await userEvent.type(screen.getByRole('textbox', { name: /Test code/ }), '718-7');
    await userEvent.click(screen.getByRole('button', { name: 'Match and store the result' }));

    const testCode = screen.getByRole('textbox', { name: /Test code/ });
    await waitFor(() => expect(testCode).toHaveAccessibleDescription(/The order has no test with this code\./));
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Failed to save.');
    await waitFor(() => expect(testCode).toHaveFocus());
    expect(bodyOf(api, MATCH)).toEqual({ orderNumber: 'LS-000042', testCode: '718-7' });

    await userEvent.clear(testCode);
    await userEvent.click(screen.getByRole('button', { name: 'Match and store the result' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Report R-77 was matched to order LS-000042 and stored. The patient has been told.',
    );
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lab deliveries to review' })).toHaveFocus();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ orderNumber: 'LS-000042', testCode: '718-7' }),
      JSON.stringify({ orderNumber: 'LS-000042' }),
    ]);
  });

  it('asks for an order number before calling the API', async () => {
    const { routes } = reviewRoutes({});
    const api = show(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Review report R-77 from A-Lab' }));
    await userEvent.clear(await screen.findByRole('textbox', { name: /Order number/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Match and store the result' }));

    expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveAccessibleDescription(
      'Order number is required.',
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('dismisses a report with a reason and announces it', async () => {
    const review = reviewRoutes({});
    const api = show({ ...review.routes, [DISMISS]: review.settle({ id: 'kept-1' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Review report R-77 from A-Lab' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss without storing' }));
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription('Reason is required.');

    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'A test message from the lab.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss without storing' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Report R-77 was dismissed.');
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();
    expect(bodyOf(api, DISMISS)).toEqual({ reason: 'A test message from the lab.' });
  });

  it('says so when another administrator reviewed the report first', async () => {
    const { routes } = reviewRoutes({
      [DISMISS]: { status: 409, body: { message: 'This delivery has already been reviewed.' } },
    });
    show(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Review report R-77 from A-Lab' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Reason/ }), 'Duplicate.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss without storing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This delivery has already been reviewed.');
  });
});

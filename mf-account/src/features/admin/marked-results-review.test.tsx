import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MarkedResult } from '@labshop/shared-contracts/core';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { MarkedResultsReview } from './marked-results-review';

const LIST = 'GET /api/admin/lab-deliveries/marked-for-review';
const REVIEWED = 'POST /api/admin/lab-deliveries/marked-for-review/result-1/reviewed';

const DISAGREEING: MarkedResult = {
  resultId: 'result-1',
  labName: 'A-Lab',
  labReportId: 'R-77',
  testName: 'Electrolytes',
  reportStatus: 'final',
  receivedAt: '2026-05-02T09:00:00.000Z',
  reason: null,
  markedValues: 3,
  values: [
    {
      id: 'value-1',
      name: 'Potassium',
      displayValue: '4 mmol/L',
      flag: 'H',
      labFlag: 'H',
      reason: 'The lab flagged the value H, the shop’s reading of its range gives N.',
    },
  ],
};

const CHANGED_FINAL: MarkedResult = {
  ...DISAGREEING,
  resultId: 'result-2',
  labReportId: 'R-78',
  reportStatus: 'corrected',
  reason: 'The lab sent its final report again with other values, without marking it as a correction.',
  markedValues: 0,
  values: [],
};

describe('the results marked for review', () => {
  it('names each result with why it is marked, and each marked value with what the patient and the lab see', async () => {
    mockApi({ [LIST]: { body: { results: [CHANGED_FINAL, DISAGREEING] } } });
    renderAt('/account/admin', <MarkedResultsReview />);

    const entries = within(await screen.findByRole('list', { name: 'Results marked for review' })).getAllByRole(
      'listitem',
    );
    const [changed, disagreeing] = entries.filter((entry) => entry.parentElement?.getAttribute('aria-label'));
    expect(changed).toHaveTextContent('A-Lab, report R-78 (Electrolytes), received');
    expect(changed).toHaveTextContent('The lab sent its final report again with other values');
    expect(disagreeing).toHaveTextContent('3 values marked:');
    expect(disagreeing).toHaveTextContent(
      'Potassium: 4 mmol/L, shown to the patient as H, the lab printed H. The lab flagged the value H, the shop’s ' +
        'reading of its range gives N.',
    );
    // Only the first values of a report come with the list; the rest are counted.
    expect(disagreeing).toHaveTextContent('and 2 more values.');
  });

  it('says when nothing is marked', async () => {
    mockApi({ [LIST]: { body: { results: [] } } });
    renderAt('/account/admin', <MarkedResultsReview />);

    expect(await screen.findByText('Nothing is marked for review.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be read', async () => {
    mockApi({ [LIST]: { status: 500, body: { message: 'Server error' } } });
    renderAt('/account/admin', <MarkedResultsReview />);

    expect(await screen.findByRole('button', { name: /try again/iu })).toBeInTheDocument();
  });

  it('marks a result reviewed with a note: it leaves the list and the page says so', async () => {
    const api = mockApi({
      [LIST]: { body: { results: [CHANGED_FINAL, DISAGREEING] } },
      [REVIEWED]: { body: { resultId: 'result-1', reviewedAt: '2026-05-06T10:00:00.000Z', note: 'Lab asked.' } },
    });
    renderAt('/account/admin', <MarkedResultsReview />);

    const review = await screen.findByRole('form', { name: 'Review of report R-77' });
    await userEvent.type(within(review).getByLabelText('Note (optional)'), '  Lab asked.  ');
    await userEvent.click(within(review).getByRole('button', { name: 'Mark reviewed' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Report R-77 was marked reviewed.');
    expect(screen.queryByRole('form', { name: 'Review of report R-77' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Review of report R-78' })).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ note: 'Lab asked.' }),
    ]);
  });

  it('says so when another administrator reviewed the result first, and keeps it in view', async () => {
    mockApi({
      [LIST]: { body: { results: [DISAGREEING] } },
      [REVIEWED]: { status: 409, body: { message: 'This result has already been reviewed.' } },
    });
    renderAt('/account/admin', <MarkedResultsReview />);

    const review = await screen.findByRole('form', { name: 'Review of report R-77' });
    await userEvent.click(within(review).getByRole('button', { name: 'Mark reviewed' }));

    expect(await within(review).findByRole('alert')).toHaveTextContent('This result has already been reviewed.');
  });
});

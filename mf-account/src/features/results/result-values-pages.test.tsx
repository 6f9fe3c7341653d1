import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { ResultPage } from './result-page';
import { createObservation, createResult } from './testing/factories';

/** A report of 250 values, 100 a page, 12 of them out of range: the API answers the page asked for. */
const TOTAL = 250;
const valuesOf = (page: number) =>
  Array.from({ length: Math.max(Math.min(100, TOTAL - (page - 1) * 100), 0) }, (_, index) => {
    const place = (page - 1) * 100 + index + 1;
    return createObservation({ id: `value-${place}`, name: `Value ${place}`, nameFromLab: `Value ${place}` });
  });
const pageOf = (page: number) =>
  createResult({
    observations: valuesOf(page),
    valuesPage: { page, pageSize: 100, total: TOTAL, outOfRange: 12 },
  });

function showLargeResult(failing = false) {
  const api = mockApi({
    'GET /api/results/result-1': (url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      return failing && page > 1 ? { status: 500, body: { message: 'Server error' } } : { body: pageOf(page) };
    },
  });
  renderAt(
    '/account/results/result-1',
    <Routes>
      <Route path="/account/results/:resultId" element={<ResultPage />} />
    </Routes>,
  );
  return api;
}

const shownValues = () => within(screen.getByRole('list', { name: 'Values of this result' })).getAllByRole('listitem');

describe('a result of many values', () => {
  it('shows the first page, says how many there are and how many are out of range, and adds the next on request', async () => {
    const api = showLargeResult();

    expect(
      await screen.findByText('Showing 100 of 250 values. 12 values are outside their normal range.'),
    ).toHaveAttribute('role', 'status');
    expect(shownValues()).toHaveLength(100);

    await userEvent.click(screen.getByRole('button', { name: 'Show 100 more values' }));

    // The next values are added below, and the reader carries on from the first of them.
    expect(await screen.findByRole('heading', { name: 'Value 101' })).toHaveFocus();
    expect(shownValues()).toHaveLength(200);
    expect(screen.getByText(/^Showing 200 of 250 values\./u)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more values' }));
    expect(await screen.findByRole('heading', { name: 'Value 250' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Value 201' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: /more values/u })).not.toBeInTheDocument();
    expect(requestedUrls(api, '/api/results/result-1').map((url) => url.searchParams.get('page'))).toEqual([
      null,
      '2',
      '3',
    ]);
  });

  it('keeps what is shown and says so when the next page cannot be read', async () => {
    showLargeResult(true);

    await userEvent.click(await screen.findByRole('button', { name: 'Show 100 more values' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The next values could not be loaded. Please try again.',
    );
    expect(shownValues()).toHaveLength(100);
    expect(screen.getByRole('button', { name: 'Show 100 more values' })).toBeEnabled();
  });

  it('shows a short result as a plain list, with no count and no button', async () => {
    mockApi({ 'GET /api/results/result-1': { body: createResult() } });
    renderAt(
      '/account/results/result-1',
      <Routes>
        <Route path="/account/results/:resultId" element={<ResultPage />} />
      </Routes>,
    );

    expect(await screen.findByRole('list', { name: 'Values of this result' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/u)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more values?/u })).not.toBeInTheDocument();
  });
});

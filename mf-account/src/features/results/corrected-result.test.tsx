import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { ResultPage } from './result-page';
import { createResult } from './testing/factories';

function showResult(result: ReturnType<typeof createResult>) {
  mockApi({ 'GET /api/results/result-1': { body: result } });
  renderAt(
    '/account/results/result-1',
    <Routes>
      <Route path="/account/results/:resultId" element={<ResultPage />} />
    </Routes>,
  );
}

describe('a result the laboratory corrected', () => {
  it('says it was corrected by the laboratory, and on which day', async () => {
    showResult(createResult({ reportStatus: 'corrected', correctedAt: '2026-05-03T12:00:00.000Z' }));

    expect(await screen.findByText('Corrected by the laboratory on 3 May 2026')).toBeInTheDocument();
    expect(screen.getByText(/Corrected report/)).toBeInTheDocument();
  });

  it('says nothing of a correction on a report that was never corrected', async () => {
    showResult(createResult({ reportStatus: 'final', correctedAt: null }));

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Corrected by the laboratory/)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { ArchivePage } from './archive-page';
import { createEntry, createPatient } from './testing/factories';

const archivePage = (page: number, total: number, count = 2) => ({
  entries: Array.from({ length: count }, (_, index) => ({
    patient: createPatient({ firstName: index === 0 ? 'Anna' : 'Ola' }),
    entry: createEntry({
      orderLineId: `line-${page}-${index}`,
      resultId: `result-${page}-${index}`,
      testName: `Test ${page}-${index}`,
    }),
  })),
  page,
  pageSize: 2,
  total,
});

function showArchive(path: string, body: unknown) {
  const api = mockApi({ 'GET /api/results/archive': { body } });
  renderAt(
    path,
    <Routes>
      <Route path="/account/results/archive" element={<ArchivePage />} />
    </Routes>,
  );
  return api;
}

describe('the results archive', () => {
  it('lists ready results with their patient and pages through older ones', async () => {
    const api = showArchive('/account/results/archive?page=2', archivePage(2, 5));
    const list = await screen.findByRole('list', { name: 'Archived results' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Test 2-0');
    expect(items[0]).toHaveTextContent('Anna Nowak');
    expect(items[1]).toHaveTextContent('Ola Nowak');
    expect(within(list).getByRole('link', { name: 'Test 2-1' })).toHaveAttribute('href', '/account/results/result-2-1');

    const pages = screen.getByRole('navigation', { name: 'Archive pages' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Newer results' })).toHaveAttribute(
      'href',
      '/account/results/archive?page=1',
    );
    expect(within(pages).getByRole('link', { name: 'Older results' })).toHaveAttribute(
      'href',
      '/account/results/archive?page=3',
    );
    expect(requestedUrls(api, '/api/results/archive')[0]?.searchParams.get('page')).toBe('2');
  });

  it('says when the archive is empty', async () => {
    showArchive('/account/results/archive', { entries: [], page: 1, pageSize: 20, total: 0 });
    expect(
      await screen.findByText('Your archive is empty: results appear here once they are ready.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Archive pages' })).not.toBeInTheDocument();
  });
});

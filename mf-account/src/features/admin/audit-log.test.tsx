import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditLogEntry } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { AuditLog } from './audit-log';

const BLOCK: AuditLogEntry = {
  id: 'entry-1',
  action: 'account_blocked',
  at: '2026-03-02T09:00:00Z',
  actor: { id: 'admin-1', email: 'admin@example.com' },
  accountId: 'account-9',
  record: { type: 'account', id: 'account-9' },
  before: { status: 'active' },
  after: { status: 'blocked' },
  details: null,
};

const page = (entries: AuditLogEntry[], pageNumber = 1, pages = 1) => ({
  body: { entries, total: entries.length * pages, page: pageNumber, perPage: 25, pages },
});

function show(handler: ApiHandler) {
  const api = mockApi({ 'GET /api/admin/audit-log': handler });
  renderAt('/account/admin', <AuditLog />);
  return api;
}

/** The query of each call the screen made to the log. */
const queriesOf = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([url]) => Object.fromEntries(new URL(String(url), 'http://shop.test').searchParams));

describe('the audit log in the back-office', () => {
  it('lists who did what to which record, with the record before and after', async () => {
    show(page([BLOCK]));
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('admin@example.com');
    expect(row).toHaveTextContent('account_blocked');
    expect(row).toHaveTextContent('account account-9');
    expect(row).toHaveTextContent('{"status":"active"}');
    expect(row).toHaveTextContent('{"status":"blocked"}');
  });

  it('searches by the filters given and pages through older entries', async () => {
    const api = show((url) => {
      const pageNumber = Number(url.searchParams.get('page'));
      return page([{ ...BLOCK, id: `entry-${pageNumber}` }], pageNumber, 2);
    });
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: /Action/ }), 'account_blocked');
    await userEvent.type(screen.getByRole('textbox', { name: /From day/ }), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Older' }));

    expect(await screen.findByText('Page 2 of 2 (2 entries)')).toBeInTheDocument();
    expect(queriesOf(api).at(-1)).toEqual({ action: 'account_blocked', from: '2026-03-01', page: '2', perPage: '25' });
  });

  it('shows the API’s message beside a filter it cannot read', async () => {
    show((url) =>
      url.searchParams.has('from')
        ? { status: 422, body: { message: 'The given data was invalid.', errors: { from: ['must be a date'] } } }
        : page([]),
    );
    expect(await screen.findByText('Nothing in the log matches.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /From day/ }), 'yesterday');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('textbox', { name: /From day/ })).toHaveAccessibleDescription(/must be a date/);
  });

  it('tells a caller who may not read the log that it cannot be done', async () => {
    show({ status: 403, body: { message: 'It cannot be done.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('It cannot be done.');
  });
});

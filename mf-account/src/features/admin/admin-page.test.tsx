import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { AdminAccount } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { AdminPage } from './admin-page';

const DOCTOR: AdminAccount = {
  id: 'doctor-1',
  firstName: 'Ewa',
  lastName: 'Lekarz',
  email: 'ewa@example.com',
  phone: '600100300',
  roles: ['patient'],
  status: 'active',
  pwz: '5425740',
  doctorVerification: 'pending',
};

function show(routes: Record<string, ApiHandler>) {
  // The review of lab deliveries and of results marked for review, the redirects, the contact messages and the pictures read their lists on every
  // visit; these tests are about accounts.
  const api = mockApi({
    'GET /api/admin/lab-deliveries/unmatched': { body: { deliveries: [] } },
    'GET /api/admin/lab-deliveries/marked-for-review': { body: { results: [] } },
    'GET /api/admin/site-redirects': { body: { redirects: [] } },
    'GET /api/admin/contact-messages': { body: { messages: [] } },
    'GET /api/admin/site-images': { body: { images: [] } },
    'GET /api/admin/audit-log': { body: { entries: [], total: 0, page: 1, perPage: 25, pages: 0 } },
    'GET /api/admin/discount-codes': { body: { codes: [] } },
    'GET /api/offers': { body: { categories: [], category: null, offers: [] } },
    ...routes,
  });
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  renderAt('/account/admin', <AdminPage />);
  return { api, toasts };
}

describe('the administration page', () => {
  it('tells a patient ‘It cannot be done.’ on the page and in a toast', async () => {
    const { toasts } = show({
      'GET /api/admin/doctors/pending': { status: 403, body: { message: 'It cannot be done.' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('It cannot be done.');
    expect(toasts).toEqual([{ type: 'error', message: 'It cannot be done.' }]);
  });

  it('verifies a waiting doctor, who then leaves the list', async () => {
    let waiting = [DOCTOR];
    const { toasts } = show({
      'GET /api/admin/doctors/pending': () => ({ body: { accounts: waiting } }),
      'POST /api/admin/doctors/doctor-1/verify': () => {
        waiting = [];
        return { body: { ...DOCTOR, roles: ['patient', 'doctor'], doctorVerification: 'verified' } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Ewa Lekarz' }));
    expect(await screen.findByText('No doctors are waiting for verification.')).toBeInTheDocument();
    expect(toasts).toEqual([{ type: 'success', message: 'Saved successfully.' }]);
  });

  it('finds an account and blocks it', async () => {
    let account: AdminAccount = { ...DOCTOR, id: 'patient-1', firstName: 'Jan', lastName: 'Nowak' };
    const { api } = show({
      'GET /api/admin/doctors/pending': { body: { accounts: [] } },
      'GET /api/admin/accounts': () => ({ body: { accounts: [account] } }),
      'POST /api/admin/accounts/patient-1/block': () => {
        account = { ...account, status: 'blocked' };
        return { body: account };
      },
    });
    await userEvent.type(screen.getByLabelText('E-mail, phone number or surname'), 'Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Block Jan Nowak' }));

    expect(await screen.findByRole('button', { name: 'Unblock Jan Nowak' })).toBeInTheDocument();
    expect(screen.getByText(/Status: Blocked/)).toBeInTheDocument();
    const searches = api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(searches.find((url) => url.pathname === '/api/admin/accounts')?.searchParams.get('query')).toBe('Nowak');
  });

  it('says saving failed when an action fails for another reason', async () => {
    const { toasts } = show({
      'GET /api/admin/doctors/pending': { body: { accounts: [DOCTOR] } },
      'POST /api/admin/doctors/doctor-1/reject': { status: 500, body: { message: 'Unexpected error occurred' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Ewa Lekarz' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'An error occurred. Failed to save.' }]));
  });
});

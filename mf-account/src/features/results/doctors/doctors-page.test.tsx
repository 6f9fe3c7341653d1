import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createDoctor } from '../testing/factories';
import { DoctorsPage } from './doctors-page';

const asking = createDoctor({ id: 'doctor-1', name: 'Dr Ask', ask_for_examinations: true });
const sharing = createDoctor({
  id: 'doctor-2',
  name: 'Dr Share',
  add_access: true,
  granted_at: '2026-02-01T12:00:00.000Z',
});
const notSharing = createDoctor({ id: 'doctor-3', name: 'Dr Former' });

const LOG = {
  entries: [
    {
      id: 'read-2',
      doctor: { id: 'doctor-2', name: 'Dr Share' },
      action: 'viewed-result',
      resultId: 'result-1',
      testName: 'Electrolytes',
      at: '2026-03-04T12:30:00.000Z',
    },
    {
      id: 'read-1',
      doctor: { id: 'doctor-2', name: 'Dr Share' },
      action: 'viewed-results',
      resultId: null,
      testName: null,
      at: '2026-03-04T12:29:00.000Z',
    },
  ],
};

/** A doctor the account's patients had a visit with (GET /api/appointments/doctors). */
const SEEN = {
  doctors: [
    {
      doctor: { slug: 'anna-nowak', firstName: 'Anna', lastName: 'Nowak', title: 'Dr', mainCategory: 'Cardiologist' },
      lastVisitAt: '2026-10-02T08:00:00.000Z',
    },
  ],
};

function show(routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/account-data': { body: { doctors: [asking, sharing, notSharing] } },
    'GET /api/profile/history/access-log': { body: LOG },
    'GET /api/appointments/doctors': { body: SEEN },
    ...routes,
  });
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  renderAt('/account/doctors', <DoctorsPage />);
  return { api, toasts };
}

const item = (name: string) =>
  screen.getAllByRole('listitem').find((element) => element.textContent?.includes(name)) as HTMLElement;

describe('your doctors', () => {
  it('says what each doctor may see, in words', async () => {
    show();
    await screen.findByText('Dr Ask');
    expect(item('Dr Ask')).toHaveTextContent('Asks to see your results');
    expect(item('Dr Share')).toHaveTextContent('Sees your results since 1 Feb 2026');
    expect(item('Dr Former')).toHaveTextContent('Does not see your results');
  });

  it('shares, stops sharing and answers a request, then reads the doctors again', async () => {
    const bodies: unknown[] = [];
    const answer: ApiHandler = (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { body: sharing };
    };
    const { api, toasts } = show({
      'POST /api/profile/history/add-access/doctor-1': answer,
      'POST /api/profile/history/add-access/doctor-2': answer,
      'POST /api/profile/history/add-access/doctor-3': answer,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing with Dr Share' }));
    await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Share with Dr Former' }));
    await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(3));
    await userEvent.click(await screen.findByRole('button', { name: "Accept Dr Ask's request" }));
    await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(4));

    expect(bodies).toEqual([{ add_access: false }, { add_access: true }, { add_access: true }]);
    expect(toasts.map((toast) => toast.message)).toEqual(Array(3).fill('Saved successfully.'));
  });

  it('says so when a change cannot be saved', async () => {
    const { toasts } = show({
      'POST /api/profile/history/add-access/doctor-2': { status: 500, body: { message: 'Unexpected error occurred' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stop sharing with Dr Share' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'An error occurred. Failed to save.' }]));
  });

  it('lists who saw my results, newest first', async () => {
    show();
    const section = await screen.findByRole('region', { name: 'Who saw my results' });
    const table = await within(section).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Dr Share');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Electrolytes' })).toHaveAttribute(
      'href',
      '/account/results/result-1',
    );
    expect(rows[1]).toHaveTextContent('Your results list');
  });

  it('reads the doctors and the log again once the patient answered a request in the modal', async () => {
    const { api } = show();
    await screen.findByText('Dr Ask');
    act(() =>
      getEventBus().emit('modal:settled', {
        name: 'doctorAskForAccessToHistoryModal',
        action: 'confirm',
        value: sharing,
      }),
    );
    await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(2));
    await waitFor(() => expect(requestedUrls(api, '/api/profile/history/access-log')).toHaveLength(2));
  });

  it('says when there are no doctors and nobody read the results', async () => {
    mockApi({
      'GET /api/account-data': { body: { doctors: [] } },
      'GET /api/profile/history/access-log': { body: { entries: [] } },
      'GET /api/appointments/doctors': { body: { doctors: [] } },
    });
    renderAt('/account/doctors', <DoctorsPage />);
    expect(
      await screen.findByText('No doctors yet. A doctor who asks to see your results appears here.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No doctor has read your results.')).toBeInTheDocument();
  });

  it('lists the doctors the patients have had a visit with, each linked to the card', async () => {
    show();
    const seen = await screen.findByRole('region', { name: 'Doctors you have seen' });
    expect(await within(seen).findByRole('link', { name: 'Dr Anna Nowak' })).toHaveAttribute(
      'href',
      '/doctor/anna-nowak',
    );
    expect(seen).toHaveTextContent('Cardiologist; last visit 2 Oct 2026');
  });
});

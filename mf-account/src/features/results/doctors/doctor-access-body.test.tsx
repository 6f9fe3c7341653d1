import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createDoctor } from '../testing/factories';
import { DoctorAccessBody } from './doctor-access-body';

const asking = createDoctor({ ask_for_examinations: true, requested_at: '2026-03-01T10:00:00.000Z' });

function show(routes: Record<string, ApiHandler>, props: Record<string, unknown> = { doctor: asking }) {
  const api = mockApi(routes);
  const toasts: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  const confirm = jest.fn();
  const cancel = jest.fn();
  render(<DoctorAccessBody name="doctorAskForAccessToHistoryModal" props={props} confirm={confirm} cancel={cancel} />);
  return { api, toasts, confirm, cancel };
}

const ADD_ACCESS = 'POST /api/profile/history/add-access/doctor-1';

describe('the doctorAskForAccessToHistoryModal body', () => {
  it('names the doctor asking', () => {
    show({});
    expect(screen.getByText('Dr Jan Lekarz')).toBeInTheDocument();
    expect(screen.getByText(/asks for access to your result history/u)).toBeInTheDocument();
  });

  it('grants access on accept and confirms with the doctor as the API answers', async () => {
    const granted = {
      ...asking,
      ask_for_examinations: false,
      add_access: true,
      granted_at: '2026-03-02T10:00:00.000Z',
    };
    const { api, toasts, confirm } = show({ [ADD_ACCESS]: { body: granted } });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(granted));
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({ add_access: true });
    expect(toasts).toEqual([{ type: 'success', message: 'Saved successfully.' }]);
  });

  it('refuses access on reject', async () => {
    const refused = { ...asking, ask_for_examinations: false };
    const { api, confirm } = show({ [ADD_ACCESS]: { body: refused } });
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(refused));
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({ add_access: false });
  });

  it('stays open and says so when the answer cannot be saved', async () => {
    const { toasts, confirm } = show({ [ADD_ACCESS]: { status: 500, body: { message: 'Unexpected error occurred' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Failed to save.');
    expect(toasts).toEqual([{ type: 'error', message: 'An error occurred. Failed to save.' }]);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('only closes when opened without a doctor', async () => {
    const { cancel } = show({}, {});
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(cancel).toHaveBeenCalled();
  });
});

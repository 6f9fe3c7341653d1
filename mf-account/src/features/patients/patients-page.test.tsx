import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { AccountPatient, EventName } from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { PatientsPage } from './patients-page';

const patient = (index: number): AccountPatient => ({
  id: `patient-${index}`,
  firstName: 'Jan',
  lastName: `Kowalski ${index}`,
  pesel: null,
  birthDate: '2018-03-01',
  sex: 'm',
  ageGroup: 'child',
});

function record<N extends EventName>(name: N) {
  const seen: EventPayload<N>[] = [];
  getEventBus()
    .on(name)
    .subscribe((payload) => seen.push(payload));
  return seen;
}

function show(patients: AccountPatient[], routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({ 'GET /api/profile/patients': { body: { patients } }, ...routes });
  renderAt('/account/patients', <PatientsPage />);
  return api;
}

describe('the patients page', () => {
  it('lists the patients and opens the add and edit modals', async () => {
    const opened = record('modal:open');
    show([patient(1)]);
    expect(await screen.findByText('Jan Kowalski 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a patient' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jan Kowalski 1' }));
    expect(opened).toEqual([{ name: 'addPatient' }, { name: 'editPatientModal', props: { patient: patient(1) } }]);
  });

  it('reads the list again once a patient was added', async () => {
    const api = show([]);
    expect(await screen.findByText('You have not added any patients yet.')).toBeInTheDocument();
    act(() => getEventBus().emit('modal:settled', { name: 'addPatient', action: 'confirm', value: patient(1) }));
    await waitFor(() => expect(requestedUrls(api, '/api/profile/patients')).toHaveLength(2));
  });

  it('allows at most 5 other patients', async () => {
    show([1, 2, 3, 4, 5].map(patient));
    expect(await screen.findByText('You can add at most 5 other patients.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a patient' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a patient' })).toHaveAccessibleDescription(
      'You can add at most 5 other patients.',
    );
  });

  it('deletes a patient once confirmed and tells the cart', async () => {
    const opened = record('modal:open');
    const deleted = record('patient:deleted');
    const toasts = record('toast:show');
    const api = show([patient(1), patient(2)], {
      'DELETE /api/profile/patients/patient-2': { body: { message: 'Deleted.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jan Kowalski 2' }));
    expect(opened.at(-1)).toMatchObject({ name: 'confirmModal', props: { confirmLabel: 'Delete' } });

    act(() => getEventBus().emit('modal:settled', { name: 'confirmModal', action: 'confirm', value: undefined }));
    await waitFor(() => expect(deleted).toEqual([{ patientId: 'patient-2' }]));
    expect(toasts).toEqual([{ type: 'success', message: 'Saved successfully.' }]);
    await waitFor(() => expect(requestedUrls(api, '/api/profile/patients')).toHaveLength(2));
  });

  it('keeps a patient when the deletion is cancelled or fails', async () => {
    const deleted = record('patient:deleted');
    const toasts = record('toast:show');
    const api = show([patient(1)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jan Kowalski 1' }));
    act(() => getEventBus().emit('modal:settled', { name: 'confirmModal', action: 'cancel', value: undefined }));
    expect(requestedUrls(api, '/api/profile/patients/patient-1')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Jan Kowalski 1' }));
    act(() => getEventBus().emit('modal:settled', { name: 'confirmModal', action: 'confirm', value: undefined }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'An error occurred. Failed to save.' }]));
    expect(deleted).toEqual([]);
  });

  it('says the list cannot be read while the accounts API is missing', async () => {
    mockApi({});
    renderAt('/account/patients', <PatientsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
  });
});

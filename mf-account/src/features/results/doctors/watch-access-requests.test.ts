import { waitFor } from '@testing-library/react';
import { mockApi, requestedUrls } from '@labshop/shared-contracts/testing';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts';
import { createDoctor } from '../testing/factories';
import { watchDoctorAccessRequests } from './watch-access-requests';

type User = NonNullable<EventPayload<'session:changed'>['user']>;

const patient: User = {
  id: 'account-1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  roles: ['patient', 'doctor'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

const first = createDoctor({ id: 'doctor-1', name: 'Dr One', ask_for_examinations: true });
const second = createDoctor({ id: 'doctor-2', name: 'Dr Two', ask_for_examinations: true });
const sharing = createDoctor({ id: 'doctor-3', name: 'Dr Three', add_access: true });

describe('asking the patient about doctors who want their results', () => {
  // The api client follows the page's bus, so the watcher runs on it too.
  const bus = getEventBus();
  let stop: () => void = () => undefined;
  let opened: EventPayload<'modal:open'>[] = [];

  beforeEach(() => {
    opened = [];
    bus.on('modal:open').subscribe((open) => opened.push(open));
  });
  afterEach(() => {
    stop();
    bus.emit('session:changed', { user: null, token: null });
  });

  it('opens the modal for the first doctor asking once a patient signs in, then for the next', async () => {
    const api = mockApi({ 'GET /api/account-data': { body: { doctors: [sharing, first, second] } } });
    stop = watchDoctorAccessRequests(bus);
    bus.emit('session:changed', { user: patient, token: 'token-1' });

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toEqual({ name: 'doctorAskForAccessToHistoryModal', props: { doctor: first } });
    expect(api.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });

    bus.emit('modal:settled', { name: 'doctorAskForAccessToHistoryModal', action: 'cancel', value: undefined });
    await waitFor(() => expect(opened).toHaveLength(2));
    expect(opened[1]).toEqual({ name: 'doctorAskForAccessToHistoryModal', props: { doctor: second } });

    // Both were asked on this page: a request closed unanswered waits under Your doctors.
    bus.emit('modal:settled', { name: 'doctorAskForAccessToHistoryModal', action: 'cancel', value: undefined });
    await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened).toHaveLength(2);
  });

  it('leaves doctors acting as doctors and signed-out visitors alone', async () => {
    const api = mockApi({ 'GET /api/account-data': { body: { doctors: [first] } } });
    stop = watchDoctorAccessRequests(bus);
    bus.emit('session:changed', { user: { ...patient, activeRole: 'doctor' }, token: 'token-1' });
    bus.emit('session:changed', { user: null, token: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requestedUrls(api, '/api/account-data')).toHaveLength(0);
    expect(opened).toHaveLength(0);
  });

  it('does nothing when nobody asks or the doctors cannot be read', async () => {
    const api = mockApi({ 'GET /api/account-data': { status: 500, body: { message: 'Unexpected error occurred' } } });
    stop = watchDoctorAccessRequests(bus);
    bus.emit('session:changed', { user: patient, token: 'token-1' });
    await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(1));
    expect(opened).toHaveLength(0);
  });
});

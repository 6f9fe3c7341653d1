import { act, renderHook, waitFor } from '@testing-library/react';
import { mockApi, requestedUrls } from '@labshop/shared-contracts/testing';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { createDoctor } from '../testing/factories';
import { mockPushers, publish } from '../testing/mock-pusher';
import { useLiveResults } from '../live/use-live-results';
import { watchDoctorAccessRequests } from './watch-access-requests';

jest.mock('pusher-js', () => jest.requireActual('../testing/mock-pusher').mockPusherModule);

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

  let recording: { unsubscribe: () => void } = { unsubscribe: () => undefined };

  beforeEach(() => {
    opened = [];
    recording = bus.on('modal:open').subscribe((open) => opened.push(open));
  });
  afterEach(() => {
    recording.unsubscribe();
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

  describe('while realtime is on', () => {
    const CHANNEL = 'private-account.account-1';
    const REQUESTED = 'doctor-access-requested';

    beforeEach(() => {
      mockPushers.length = 0;
      bus.emit('config:loaded', {
        ...DEFAULT_PUBLIC_CONFIG,
        realtime: { ...DEFAULT_PUBLIC_CONFIG.realtime, enabled: true, key: 'app-key' },
      });
    });
    afterEach(() => bus.emit('config:loaded', DEFAULT_PUBLIC_CONFIG));

    it('reads the doctors again and asks the patient as soon as a doctor asks, without a reload', async () => {
      let doctors = [sharing];
      const api = mockApi({ 'GET /api/account-data': () => ({ body: { doctors } }) });
      stop = watchDoctorAccessRequests(bus);
      bus.emit('session:changed', { user: patient, token: 'token-1' });
      await waitFor(() => expect(mockPushers[0]?.channels.get(CHANNEL)?.has(REQUESTED)).toBe(true));
      await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(1));
      expect(opened).toHaveLength(0);

      doctors = [sharing, first];
      publish(mockPushers[0], CHANNEL, REQUESTED, { doctorId: 'doctor-1', doctorName: 'Dr One' });
      await waitFor(() => expect(opened).toHaveLength(1));
      expect(opened[0]).toEqual({ name: 'doctorAskForAccessToHistoryModal', props: { doctor: first } });
      expect(requestedUrls(api, '/api/account-data')).toHaveLength(2);
    });

    it('asks again when a doctor whose request was closed unanswered asks anew', async () => {
      const api = mockApi({ 'GET /api/account-data': { body: { doctors: [first] } } });
      stop = watchDoctorAccessRequests(bus);
      bus.emit('session:changed', { user: patient, token: 'token-1' });
      await waitFor(() => expect(opened).toHaveLength(1));
      bus.emit('modal:settled', { name: 'doctorAskForAccessToHistoryModal', action: 'cancel', value: undefined });
      await waitFor(() => expect(requestedUrls(api, '/api/account-data')).toHaveLength(2));
      expect(opened).toHaveLength(1);

      await waitFor(() => expect(mockPushers[0]?.channels.get(CHANNEL)?.has(REQUESTED)).toBe(true));
      publish(mockPushers[0], CHANNEL, REQUESTED, { doctorId: 'doctor-1', doctorName: 'Dr One' });
      await waitFor(() => expect(opened).toHaveLength(2));
      expect(opened[1]).toEqual({ name: 'doctorAskForAccessToHistoryModal', props: { doctor: first } });
    });

    it('leaves an open request on screen when another doctor asks, and asks about them after the answer', async () => {
      let doctors = [first];
      mockApi({ 'GET /api/account-data': () => ({ body: { doctors } }) });
      stop = watchDoctorAccessRequests(bus);
      bus.emit('session:changed', { user: patient, token: 'token-1' });
      await waitFor(() => expect(opened).toHaveLength(1));
      await waitFor(() => expect(mockPushers[0]?.channels.get(CHANNEL)?.has(REQUESTED)).toBe(true));

      doctors = [first, second];
      publish(mockPushers[0], CHANNEL, REQUESTED, { doctorId: 'doctor-2', doctorName: 'Dr Two' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(opened).toHaveLength(1);

      doctors = [createDoctor({ id: 'doctor-1', name: 'Dr One', add_access: true }), second];
      bus.emit('modal:settled', { name: 'doctorAskForAccessToHistoryModal', action: 'confirm', value: undefined });
      await waitFor(() => expect(opened).toHaveLength(2));
      expect(opened[1]).toEqual({ name: 'doctorAskForAccessToHistoryModal', props: { doctor: second } });
    });

    it('shares the page’s one connection with a results page, and leaves it when the patient signs out', async () => {
      mockApi({ 'GET /api/account-data': { body: { doctors: [] } } });
      stop = watchDoctorAccessRequests(bus);
      bus.emit('session:changed', { user: patient, token: 'token-1' });
      const resultsPage = renderHook(() => useLiveResults(() => undefined));
      await waitFor(() => expect(mockPushers[0]?.channels.get(CHANNEL)?.has('result-ready')).toBe(true));
      expect(mockPushers[0]?.channels.get(CHANNEL)?.has(REQUESTED)).toBe(true);
      expect(mockPushers).toHaveLength(1);

      resultsPage.unmount();
      expect(mockPushers[0]?.disconnected).toBe(false);
      act(() => bus.emit('session:changed', { user: null, token: null }));
      expect(mockPushers[0]?.disconnected).toBe(true);
    });
  });
});

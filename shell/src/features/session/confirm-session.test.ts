import { ApiError, type ApiClient } from '@labshop/shared-contracts/core';
import type { EventPayload } from '@labshop/shared-contracts/web';
import { createEventBus } from '@labshop/shared-contracts/testing';
import { confirmSession, logOut } from './confirm-session';

const USER: NonNullable<EventPayload<'session:changed'>['user']> = {
  id: 'account-1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  roles: ['patient'],
  activeRole: 'patient',
  status: 'active',
  defaultFacilityId: null,
};

function clientAnswering(answer: () => Promise<unknown>): ApiClient & { request: jest.Mock } {
  return { request: jest.fn(answer) } as ApiClient & { request: jest.Mock };
}

function watch(bus: ReturnType<typeof createEventBus>) {
  const sessions: EventPayload<'session:changed'>[] = [];
  const modals: string[] = [];
  bus.on('session:changed').subscribe((session) => sessions.push(session));
  bus.on('modal:open').subscribe((modal) => modals.push(modal.name));
  return { sessions, modals };
}

describe('confirming the stored session at start', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('asks nothing when nobody is signed in', async () => {
    const bus = createEventBus({ checkPayloads: true });
    const client = clientAnswering(async () => ({}));
    await confirmSession(bus, { user: null, token: null }, client);
    expect(client.request).not.toHaveBeenCalled();
  });

  it('replaces the stored user with the one the API reads for the token', async () => {
    const bus = createEventBus({ checkPayloads: true });
    const { sessions } = watch(bus);
    const fresh = { ...USER, firstName: 'Anna Maria', default_facility: null };
    await confirmSession(
      bus,
      { user: USER, token: 'token-1' },
      clientAnswering(async () => fresh),
    );
    expect(sessions).toEqual([{ user: { ...USER, firstName: 'Anna Maria' }, token: 'token-1' }]);
  });

  it('clears the session when the user cannot be read', async () => {
    const bus = createEventBus({ checkPayloads: true });
    const { sessions, modals } = watch(bus);
    const expired = clientAnswering(async () => {
      throw new ApiError(401, { message: 'Unauthorized access' });
    });
    await confirmSession(bus, { user: USER, token: 'token-1' }, expired);
    expect(sessions).toEqual([{ user: null, token: null }]);
    expect(modals).toEqual([]);
  });

  it('clears the session and opens the blocked-patient modal for a blocked account', async () => {
    const bus = createEventBus({ checkPayloads: true });
    const { sessions, modals } = watch(bus);
    const blocked = clientAnswering(async () => {
      throw new ApiError(403, { message: 'Your account has been blocked.', status: 'blocked' });
    });
    await confirmSession(bus, { user: USER, token: 'token-1' }, blocked);
    expect(sessions).toEqual([{ user: null, token: null }]);
    expect(modals).toEqual(['blockedPatientModal']);
  });
});

describe('logging out', () => {
  it('tells the API and signs out here', async () => {
    const bus = createEventBus({ checkPayloads: true });
    const { sessions } = watch(bus);
    const client = clientAnswering(async () => ({ message: 'Logged out.' }));
    await logOut(bus, client);
    expect(client.request).toHaveBeenCalledWith('logout', expect.objectContaining({ method: 'POST' }));
    expect(sessions).toEqual([{ user: null, token: null }]);
  });

  it('signs out here even when the API cannot be reached, and only logs the failure', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bus = createEventBus({ checkPayloads: true });
    const { sessions } = watch(bus);
    await logOut(
      bus,
      clientAnswering(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(sessions).toEqual([{ user: null, token: null }]);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

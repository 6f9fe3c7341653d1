import { createEventBus } from '@labshop/shared-contracts/testing';
import { holdSession, SESSION_STORAGE_KEY } from './session-store';

const user = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Nowak',
  email: 'anna@example.com',
  roles: ['patient' as const],
  activeRole: 'patient' as const,
  status: 'active' as const,
  defaultFacilityId: null,
};

describe('session held by the shell', () => {
  beforeEach(() => localStorage.clear());

  it('publishes a signed-out session when nothing is stored', () => {
    const bus = createEventBus();
    holdSession(bus, localStorage);
    const seen: unknown[] = [];
    bus.on('session:changed').subscribe((session) => seen.push(session));
    expect(seen).toEqual([{ user: null, token: null }]);
  });

  it('restores a stored session and stores the next change', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, token: 't1' }));
    const bus = createEventBus();
    holdSession(bus, localStorage);
    let current: unknown;
    bus.on('session:changed').subscribe((session) => (current = session));
    expect(current).toEqual({ user, token: 't1' });
    bus.emit('session:changed', { user: null, token: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value of the wrong shape', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: { id: 1 }, token: 't' }));
    const bus = createEventBus();
    holdSession(bus, localStorage);
    let current: unknown;
    bus.on('session:changed').subscribe((session) => (current = session));
    expect(current).toEqual({ user: null, token: null });
  });
});

import type { EventPayload } from '@labshop/shared-contracts/web';
import { createEventBus } from '@labshop/shared-contracts/testing';
import { watchSessionEnd } from './session-end';

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

function signedInPage(token = 'token-1') {
  const bus = createEventBus({ checkPayloads: true });
  const reloadPage = jest.fn();
  watchSessionEnd(bus, { reloadPage });
  bus.emit('session:changed', { user: USER, token });
  const seen = {
    sessions: [] as EventPayload<'session:changed'>[],
    navigations: [] as string[],
    modals: [] as string[],
  };
  bus.on('session:changed').subscribe((session) => seen.sessions.push(session));
  bus.on('navigate:requested').subscribe(({ to }) => seen.navigations.push(to));
  bus.on('modal:open').subscribe(({ name }) => seen.modals.push(name));
  return { bus, reloadPage, ...seen };
}

describe('a session the API ends while the page is open', () => {
  it('signs out and goes to the login page, which says the session expired', () => {
    const page = signedInPage();

    page.bus.emit('session:ended', { token: 'token-1', reason: 'expired' });

    expect(page.sessions.at(-1)).toEqual({ user: null, token: null });
    expect(page.navigations).toEqual(['/login?session=expired']);
    expect(page.modals).toEqual([]);
  });

  it('acts once when many calls fail together', () => {
    const page = signedInPage();

    for (let call = 0; call < 3; call += 1) page.bus.emit('session:ended', { token: 'token-1', reason: 'expired' });

    expect(page.sessions).toHaveLength(2);
    expect(page.navigations).toEqual(['/login?session=expired']);
  });

  it('ignores a refusal of a token the page no longer holds (a call from before a role switch or a new login)', () => {
    const page = signedInPage('token-2');

    page.bus.emit('session:ended', { token: 'token-1', reason: 'expired' });

    expect(page.sessions.at(-1)).toEqual({ user: USER, token: 'token-2' });
    expect(page.navigations).toEqual([]);
  });

  it('opens the blocked-patient modal for a blocked account, then loads the page again as a guest once it closes', () => {
    const page = signedInPage();

    page.bus.emit('session:ended', { token: 'token-1', reason: 'blocked' });

    expect(page.sessions.at(-1)).toEqual({ user: null, token: null });
    expect(page.modals).toEqual(['blockedPatientModal']);
    expect(page.navigations).toEqual([]);
    expect(page.reloadPage).not.toHaveBeenCalled();

    page.bus.emit('modal:settled', { name: 'blockedPatientModal', action: 'confirm', value: undefined });

    expect(page.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('leaves the page alone when other modals close', () => {
    const page = signedInPage();

    page.bus.emit('modal:settled', { name: 'rolesModal', action: 'confirm', value: 'doctor' });

    expect(page.reloadPage).not.toHaveBeenCalled();
  });
});

import { ACCOUNT_PATHS, CurrentUser, MessageAnswer, type ApiClient } from '@labshop/shared-contracts/core';
import { sessionEndOf, type EventBus } from '@labshop/shared-contracts/web';
import { SIGNED_OUT, type Session } from './session-store';

/**
 * A stored session is checked against GET /user when the site starts. The fresh user replaces
 * the stored one; when the check fails the session is cleared, and a blocked account also sees the
 * blocked-patient modal (the session is already cleared, so closing it leaves the visitor logged out).
 */
export async function confirmSession(bus: EventBus, session: Session, client: ApiClient): Promise<void> {
  if (!session.token) return;
  try {
    const { default_facility: _facility, ...user } = await client.request(ACCOUNT_PATHS.user, { answer: CurrentUser });
    bus.emit('session:changed', { user, token: session.token });
  } catch (error) {
    bus.emit('session:changed', SIGNED_OUT);
    if (sessionEndOf(error) === 'blocked') bus.emit('modal:open', { name: 'blockedPatientModal' });
    else console.error('The signed-in user could not be read; the session was cleared.', error);
  }
}

/** Logs out on the server, then here. A failed logout is only logged: the visitor is signed out anyway. */
export async function logOut(bus: EventBus, client: ApiClient): Promise<void> {
  try {
    await client.request(ACCOUNT_PATHS.logout, { method: 'POST', answer: MessageAnswer });
  } catch (error) {
    console.error('Logging out on the server failed.', error);
  } finally {
    bus.emit('session:changed', SIGNED_OUT);
  }
}

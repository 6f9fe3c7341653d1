import { filter } from 'rxjs';
import { SESSION_EXPIRED_LOGIN_PATH } from '@labshop/shared-contracts/core';
import type { EventBus } from '@labshop/shared-contracts/web';
import { SIGNED_OUT } from './session-store';

export interface SessionEndOptions {
  /** Loads the page again; after a block notice everything on it is read anew as a guest. */
  reloadPage: () => void;
}

/**
 * Ends the session on the whole page when the API refuses its token in the middle of use (`session:ended`, which
 * the shared API client announces): the person is signed out, then told why. An expired session leads to the login
 * page, which says so for as long as it is open (a toast would vanish, and goes with the address); a blocked account sees the blocked-patient modal, and once it closes the page
 * loads again as a guest's, so nothing the account was shown stays half-broken behind it. Only the token the page
 * still holds counts, so many calls failing together act once, and a call from before a role switch or a new login
 * changes nothing.
 */
export function watchSessionEnd(bus: EventBus, options: SessionEndOptions): () => void {
  let currentToken: string | null = null;
  const subscriptions = [
    bus.on('session:changed').subscribe((session) => {
      currentToken = session.token;
    }),
    bus.on('session:ended').subscribe(({ token, reason }) => {
      if (token !== currentToken) return;
      bus.emit('session:changed', SIGNED_OUT);
      if (reason === 'blocked') {
        bus.emit('modal:open', { name: 'blockedPatientModal' });
        return;
      }
      bus.emit('navigate:requested', { to: SESSION_EXPIRED_LOGIN_PATH });
    }),
    bus
      .on('modal:settled')
      .pipe(filter(({ name }) => name === 'blockedPatientModal'))
      .subscribe(() => options.reloadPage()),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

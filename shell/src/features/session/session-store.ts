import { is, type Infer } from 'superstruct';
import { SessionChanged } from '@labshop/shared-contracts/core';
import type { EventBus } from '@labshop/shared-contracts/web';

export type Session = Infer<typeof SessionChanged>;

/** The user is stored locally together with a token. The account remote signs in; the shell keeps it. */
export const SESSION_STORAGE_KEY = 'labshop.session';
export const SIGNED_OUT: Session = { user: null, token: null };

export function restoreSession(storage: Pick<Storage, 'getItem'>): Session {
  try {
    const stored: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    return is(stored, SessionChanged) && stored.user && stored.token ? stored : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

export function persistSession(storage: Pick<Storage, 'setItem' | 'removeItem'>, session: Session): void {
  try {
    if (session.user && session.token) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts as long as the page.
  }
}

/**
 * Publishes the stored session at start (a replaying channel, so remotes that mount later see it) and
 * stores every change any part of the site publishes.
 */
export function holdSession(bus: EventBus, storage: Storage = window.localStorage): () => void {
  bus.emit('session:changed', restoreSession(storage));
  const subscription = bus.on('session:changed').subscribe((session) => persistSession(storage, session));
  return () => subscription.unsubscribe();
}

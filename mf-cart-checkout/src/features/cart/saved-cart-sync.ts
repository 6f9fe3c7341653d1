import { reaction } from 'mobx';
import { is } from 'superstruct';
import { ApiError, SAVED_CART_STALE_MESSAGE } from '@labshop/shared-contracts/core';
import { pageStorage, type EventBus } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import { isEmptyCart, mergeGuestCart } from './cart-merge';
import { EMPTY_CART, SavedCart } from './cart-storage';
import type { CartStore } from './cart-store';
import type { SavedCartApi } from './saved-cart-api';

/** Changes are sent this long after the last one, so adding several tests in a row is one save. */
export const SAVE_DEBOUNCE_MS = 800;

/** Whose cart this browser holds: a user id, or null for a guest's cart. */
export interface CartOwner {
  get(): string | null;
  set(userId: string | null): void;
}

const OWNER_KEY = 'labshop.cart.owner';

export function createLocalCartOwner(storage: Storage = pageStorage('localStorage')): CartOwner {
  return {
    get: () => storage.getItem(OWNER_KEY),
    set: (userId) => (userId ? storage.setItem(OWNER_KEY, userId) : storage.removeItem(OWNER_KEY)),
  };
}

export interface FollowOptions {
  api: SavedCartApi;
  owner: CartOwner;
  debounceMs?: number;
  /**
   * Calls back when the visitor comes back to this tab, so a cart changed in another browser meanwhile is
   * shown; returns a function that stops. Defaults to the page becoming visible again.
   */
  onReturn?: (callback: () => void) => () => void;
}

function whenPageBecomesVisible(callback: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function readAccountCart(cart: unknown): SavedCart | null {
  return is(cart, SavedCart) ? cart : null;
}

/** The same cart always gives the same text, whichever order its fields arrived in. */
function cartJson(cart: SavedCart): string {
  const { items, temporaryItems, patients, visitServices, customerServices, location } = cart;
  const discountCode = cart.discountCode ?? null;
  const analysisFor = cart.analysisFor ?? null;
  return JSON.stringify({
    items,
    temporaryItems,
    patients,
    visitServices,
    customerServices,
    location,
    discountCode,
    analysisFor,
  });
}

/**
 * A signed-in user's cart follows them to every browser: on login the account's saved cart is
 * read and a guest's cart joins it; every change is saved (debounced, with the version read last); a save
 * refused as stale (409, another window saved first) reloads the account's cart, unless an order emptied both. Logging out takes the
 * account's cart off this browser, so the next visitor does not see its patients. Returns a function that
 * stops following.
 */
export function followSignedInCart(store: CartStore, bus: EventBus, options: FollowOptions): () => void {
  const { api, owner, debounceMs = SAVE_DEBOUNCE_MS, onReturn = whenPageBecomesVisible } = options;
  let userId: string | null = null;
  /** Bumped for every user change, so an answer about the previous user changes nothing. */
  let generation = 0;
  let version = 0;
  /** The cart as the server last confirmed it (JSON); null until the account's cart has been read. */
  let synced: string | null = null;
  let applying = false;
  let saving = false;
  let saveAgain = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const current = () => cartJson(store.snapshot);

  const apply = (cart: SavedCart) => {
    applying = true;
    try {
      store.load(cart);
    } finally {
      applying = false;
    }
    void store.refreshPrices();
  };

  const reload = async (turn: number) => {
    try {
      const answer = await api.load();
      if (turn !== generation) return;
      version = answer.version;
      const accountCart = readAccountCart(answer.cart);
      // An order placed from the cart emptied the account's, as it emptied this one: the emptied cart stays as it is.
      if (accountCart === null && isEmptyCart(store.snapshot)) {
        synced = current();
        return;
      }
      apply(accountCart ?? EMPTY_CART);
      synced = current();
      showToast(SAVED_CART_STALE_MESSAGE, { type: 'info' });
    } catch {
      // Unreadable now; the next change tries to save again and meets the 409 again if still stale.
    }
  };

  const save = async (turn: number) => {
    if (saving) {
      saveAgain = true;
      return;
    }
    saving = true;
    const sent = current();
    try {
      const answer = await api.save(store.snapshot, version);
      if (turn !== generation) return;
      version = answer.version;
      synced = sent;
    } catch (error) {
      if (turn === generation && error instanceof ApiError && error.code === 409) await reload(turn);
      // Any other failure (offline) leaves the change unsaved; the next change sends the whole cart again.
    } finally {
      saving = false;
      if (saveAgain && turn === generation) {
        saveAgain = false;
        if (current() !== synced) void save(turn);
      }
    }
  };

  const scheduleSave = () => {
    clearTimeout(timer);
    const turn = generation;
    timer = setTimeout(() => void save(turn), debounceMs);
  };

  const signIn = async (id: string, turn: number) => {
    try {
      const answer = await api.load();
      if (turn !== generation) return;
      version = answer.version;
      const accountCart = readAccountCart(answer.cart);
      const local = store.snapshot;
      const localOwner = owner.get();
      // A guest's cart joins the account's; a cart another account left here is not this user's to keep.
      const next =
        localOwner === null
          ? mergeGuestCart(accountCart ?? EMPTY_CART, local)
          : localOwner === id
            ? (accountCart ?? local)
            : (accountCart ?? EMPTY_CART);
      owner.set(id);
      apply(next);
      synced = cartJson(accountCart ?? EMPTY_CART);
      if (current() !== synced && !(accountCart === null && isEmptyCart(store.snapshot))) await save(turn);
      else synced = current();
    } catch {
      // Without the account's cart the browser keeps its own; the next login or reload tries again.
    }
  };

  const signOut = () => {
    owner.set(null);
    apply({ ...EMPTY_CART, location: store.location });
  };

  const session = bus.on('session:changed').subscribe(({ user, token }) => {
    const next = user && token ? user.id : null;
    if (next === userId) return;
    const wasSignedIn = userId !== null;
    userId = next;
    generation += 1;
    clearTimeout(timer);
    synced = null;
    version = 0;
    if (next) void signIn(next, generation);
    else if (wasSignedIn || owner.get() !== null) signOut();
  });

  /** Takes a newer account cart saved elsewhere, unless this browser has a change of its own still to send. */
  const catchUp = async () => {
    const turn = generation;
    if (!userId || synced === null || saving || current() !== synced) return;
    try {
      const answer = await api.load();
      if (turn !== generation || answer.version <= version || saving || current() !== synced) return;
      version = answer.version;
      apply(readAccountCart(answer.cart) ?? EMPTY_CART);
      synced = current();
    } catch {
      // The next return to the tab, or the next save, tries again.
    }
  };
  const stopCatchingUp = onReturn(() => void catchUp());

  const changes = reaction(current, (json) => {
    if (userId && synced !== null && !applying && json !== synced) scheduleSave();
  });

  return () => {
    session.unsubscribe();
    changes();
    stopCatchingUp();
    clearTimeout(timer);
    generation += 1;
  };
}

import { waitFor } from '@testing-library/react';
import { createEventBus, getEventBus, type EventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { SAVED_CART_STALE_MESSAGE } from '@labshop/shared-contracts/core';
import { mockApi, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import type { SavedCart } from './cart-storage';
import { EMPTY_CART } from './cart-storage';
import { CartStore } from './cart-store';
import { createCartItem, createPatient } from './testing/cart-test-data';
import { createSavedCartApi } from './saved-cart-api';
import { followSignedInCart, type CartOwner } from './saved-cart-sync';

type Session = EventPayload<'session:changed'>;

function signedIn(id = 'user-1'): Session {
  return {
    token: `token-${id}`,
    user: {
      id,
      firstName: 'Ewa',
      lastName: 'Kowalska',
      email: 'ewa@example.com',
      roles: ['patient'],
      activeRole: 'patient',
      status: 'active',
      defaultFacilityId: null,
    },
  };
}

const SIGNED_OUT: Session = { user: null, token: null };

function memoryOwner(initial: string | null = null): CartOwner & { value: string | null } {
  const owner = {
    value: initial,
    get: () => owner.value,
    set: (userId: string | null) => {
      owner.value = userId;
    },
  };
  return owner;
}

/** An account cart on the server: GET answers it, PUT stores what it is sent under the next version. */
function accountServer(initial: { cart: SavedCart | null; version: number }, put?: ApiHandler) {
  const server = { ...initial, puts: [] as { cart: SavedCart; version: number }[] };
  const api = mockApi({
    'GET /api/cart': () => ({ body: { cart: server.cart, version: server.version } }),
    'PUT /api/cart': (url, init) => {
      const body = JSON.parse(String(init?.body)) as { cart: SavedCart; version: number };
      server.puts.push(body);
      if (put) return typeof put === 'function' ? put(url, init) : put;
      server.cart = body.cart;
      server.version += 1;
      return { body: { cart: server.cart, version: server.version } };
    },
  });
  return { server, api };
}

function follow(cart: CartStore, owner = memoryOwner()) {
  const bus: EventBus = createEventBus();
  let returnToTab: () => void = () => undefined;
  const stop = followSignedInCart(cart, bus, {
    api: createSavedCartApi(),
    owner,
    debounceMs: 0,
    onReturn: (callback) => {
      returnToTab = callback;
      return () => undefined;
    },
  });
  return { bus, stop, owner, returnToTab: () => returnToTab() };
}

const VITAMIN_D = createCartItem({ id: 'vit-d', name: 'Vitamin D' });
const TSH = createCartItem({ id: 'tsh', name: 'TSH' });

function itemIds(cart: CartStore): string[] {
  return cart.allItems.map((item) => item.id).sort();
}

describe('a signed-in cart follows its user', () => {
  it('brings the account cart saved in another browser into this one on login', async () => {
    const saved: SavedCart = { ...EMPTY_CART, temporaryItems: [TSH], patients: [createPatient({ id: 'p-1' })] };
    const { api } = accountServer({ cart: saved, version: 3 });
    const cart = new CartStore();
    const { bus, stop } = follow(cart);

    bus.emit('session:changed', signedIn());

    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));
    expect(cart.patients.map((patient) => patient.id)).toEqual(['p-1']);
    expect(requestedUrls(api, '/api/cart')).toHaveLength(1);
    stop();
  });

  it("merges a guest's cart into the account's on login and saves the result with the version read", async () => {
    const account: SavedCart = { ...EMPTY_CART, temporaryItems: [TSH] };
    const { server } = accountServer({ cart: account, version: 3 });
    const cart = new CartStore();
    cart.add(VITAMIN_D);
    cart.add(TSH);
    const { bus, stop, owner } = follow(cart);

    bus.emit('session:changed', signedIn());

    await waitFor(() => expect(server.puts).toHaveLength(1));
    expect(itemIds(cart)).toEqual(['tsh', 'vit-d']);
    expect(server.puts[0]?.version).toBe(3);
    expect(server.puts[0]?.cart.temporaryItems.map((item) => item.id)).toEqual(['tsh', 'vit-d']);
    expect(owner.value).toBe('user-1');
    stop();
  });

  it('saves changes in one request after a burst, each with the version the last save returned', async () => {
    const { server } = accountServer({ cart: { ...EMPTY_CART, temporaryItems: [TSH] }, version: 1 });
    const cart = new CartStore();
    const { bus, stop } = follow(cart, memoryOwner('user-1'));
    bus.emit('session:changed', signedIn());
    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));
    const putsAfterLogin = server.puts.length;

    cart.add(VITAMIN_D);
    cart.add(createCartItem({ id: 'ferritin', name: 'Ferritin' }));
    await waitFor(() => expect(server.puts).toHaveLength(putsAfterLogin + 1));
    cart.remove('tsh');
    await waitFor(() => expect(server.puts).toHaveLength(putsAfterLogin + 2));

    const [burst, removal] = server.puts.slice(putsAfterLogin);
    expect(burst?.cart.temporaryItems.map((item) => item.id)).toEqual(['tsh', 'vit-d', 'ferritin']);
    expect(removal?.version).toBe((burst?.version ?? 0) + 1);
    expect(removal?.cart.temporaryItems.map((item) => item.id)).toEqual(['vit-d', 'ferritin']);
    stop();
  });

  it('reloads the account cart when a save is refused as stale, and says so', async () => {
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));
    const { server } = accountServer(
      { cart: { ...EMPTY_CART, temporaryItems: [TSH] }, version: 1 },
      { status: 409, body: { message: SAVED_CART_STALE_MESSAGE } },
    );
    const cart = new CartStore();
    const { bus, stop } = follow(cart, memoryOwner('user-1'));
    bus.emit('session:changed', signedIn());
    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));
    // Another window saved first.
    server.cart = { ...EMPTY_CART, temporaryItems: [TSH, VITAMIN_D] };
    server.version = 2;

    cart.remove('tsh');

    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh', 'vit-d']));
    expect(toasts).toContainEqual(expect.objectContaining({ message: SAVED_CART_STALE_MESSAGE }));
    stop();
  });

  it("keeps its emptied cart, patients included, when a placed order emptied the account's", async () => {
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));
    const patient = createPatient({ id: 'p-1' });
    const ordered: SavedCart = { ...EMPTY_CART, temporaryItems: [TSH], patients: [patient] };
    const { server, api } = accountServer({ cart: ordered, version: 1 }, (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { cart: SavedCart; version: number };
      if (body.version !== server.version) return { status: 409, body: { message: SAVED_CART_STALE_MESSAGE } };
      server.cart = body.cart;
      server.version += 1;
      return { body: { cart: server.cart, version: server.version } };
    });
    const cart = new CartStore();
    const { bus, stop } = follow(cart, memoryOwner('user-1'));
    bus.emit('session:changed', signedIn());
    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));
    // The order placed from this cart emptied the account's saved cart as it was placed.
    server.cart = null;
    server.version = 2;

    cart.clear();
    await waitFor(() => expect(requestedUrls(api, '/api/cart')).toHaveLength(3));
    cart.add(VITAMIN_D);

    await waitFor(() => expect(server.puts).toHaveLength(2));
    expect(server.puts[1]?.version).toBe(2);
    expect(server.puts[1]?.cart.temporaryItems.map((item) => item.id)).toEqual(['vit-d']);
    expect(cart.patients).toEqual([patient]);
    expect(toasts).not.toContainEqual(expect.objectContaining({ message: SAVED_CART_STALE_MESSAGE }));
    stop();
  });

  it('keeps the account cart as saved when its own user comes back, without reviving what was removed elsewhere', async () => {
    const { server } = accountServer({ cart: { ...EMPTY_CART, temporaryItems: [TSH] }, version: 5 });
    const cart = new CartStore();
    cart.add(VITAMIN_D);
    cart.add(TSH);
    const { bus, stop } = follow(cart, memoryOwner('user-1'));

    bus.emit('session:changed', signedIn());

    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));
    expect(server.puts).toEqual([]);
    stop();
  });

  it('shows a cart saved in another browser meanwhile when the visitor comes back to the tab', async () => {
    const { server } = accountServer({ cart: { ...EMPTY_CART, temporaryItems: [TSH] }, version: 1 });
    const cart = new CartStore();
    const { bus, stop, returnToTab } = follow(cart, memoryOwner('user-1'));
    bus.emit('session:changed', signedIn());
    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));
    server.cart = { ...EMPTY_CART, temporaryItems: [TSH, VITAMIN_D] };
    server.version = 2;

    returnToTab();

    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh', 'vit-d']));
    expect(server.puts).toEqual([]);
    stop();
  });

  it("takes the account's cart and patients off this browser on logout", async () => {
    accountServer({ cart: { ...EMPTY_CART, temporaryItems: [TSH], patients: [createPatient()] }, version: 1 });
    const cart = new CartStore();
    const { bus, stop, owner } = follow(cart);
    bus.emit('session:changed', signedIn());
    await waitFor(() => expect(itemIds(cart)).toEqual(['tsh']));

    bus.emit('session:changed', SIGNED_OUT);

    expect(cart.itemCount).toBe(0);
    expect(cart.patients).toEqual([]);
    expect(owner.value).toBeNull();
    stop();
  });
});

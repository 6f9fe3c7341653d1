import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { createItemAttributes, TestModalHost } from '@labshop/shared-contracts/testing';
import { answerItemRequests } from './cart-requests';
import { CartStore } from './cart-store';
import { registerCartModals } from './modals/cart-modals';
import { createCartItem, createPatient } from './testing/cart-test-data';

const PACKAGE: EventPayload<'cart:item-requested'> = {
  serviceId: 'thyroid-pack',
  name: 'Thyroid package',
  priceMinor: 6900,
  kind: 'package',
  attributes: createItemAttributes({ package: true }),
  includes: [
    { id: 'tsh', name: 'TSH' },
    { id: 'ft4', name: 'FT4' },
  ],
};

const TSH = createCartItem({ id: 'tsh', name: 'TSH', price: 2500 });

let disconnect: () => void = () => undefined;
let unregister: () => void = () => undefined;
let toasts: EventPayload<'toast:show'>[] = [];
let stopRecording: () => void = () => undefined;

function connect(cart: CartStore) {
  disconnect = answerItemRequests(cart, getEventBus());
  unregister = registerCartModals();
  render(
    <>
      <button type="button">Add to cart</button>
      <TestModalHost />
    </>,
  );
}

function request(item: EventPayload<'cart:item-requested'>) {
  screen.getByRole('button', { name: 'Add to cart' }).focus();
  act(() => getEventBus().emit('cart:item-requested', item));
}

beforeEach(() => {
  toasts = [];
  const subscription = getEventBus()
    .on('toast:show')
    .subscribe((toast) => toasts.push(toast));
  stopRecording = () => subscription.unsubscribe();
});

afterEach(() => {
  disconnect();
  unregister();
  stopRecording();
});

describe('the cart answering what pages ask for', () => {
  it('adds a new item and says so', () => {
    const cart = new CartStore();
    connect(cart);
    request({ ...PACKAGE, includes: [] });
    expect(cart.allItems.map((item) => item.id)).toEqual(['thyroid-pack']);
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Added to cart' })]);
  });

  it('says an item is already in the cart instead of saying it was added', () => {
    const cart = new CartStore();
    cart.add(TSH);
    connect(cart);
    request({ ...PACKAGE, serviceId: 'tsh', name: 'TSH', kind: 'test', includes: undefined });
    expect(cart.allItems).toHaveLength(1);
    expect(toasts).toEqual([expect.objectContaining({ type: 'info', message: 'TSH is already in your cart' })]);
  });

  it('asks before adding a package that includes a test already in the cart, and replaces the test', async () => {
    const cart = new CartStore();
    cart.add(TSH);
    connect(cart);
    request(PACKAGE);

    const dialog = screen.getByRole('dialog', { name: 'This package includes a test already in your cart' });
    expect(dialog).toHaveTextContent('Thyroid package includes this test, which is already in your cart:');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('TSH');
    expect(cart.allItems.map((item) => item.id)).toEqual(['tsh']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace with the package' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart.allItems.map((item) => item.id)).toEqual(['thyroid-pack']);
    expect(toasts).toEqual([expect.objectContaining({ message: 'Added to cart' })]);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });

  it('keeps both when the buyer chooses so, from the keyboard', async () => {
    const cart = new CartStore();
    cart.add(TSH);
    connect(cart);
    request(PACKAGE);

    const keepBoth = screen.getByRole('button', { name: 'Keep both' });
    keepBoth.focus();
    await userEvent.keyboard('{Enter}');

    expect(cart.allItems.map((item) => item.id)).toEqual(['tsh', 'thyroid-pack']);
  });

  it('changes nothing when the buyer closes the question with Escape', async () => {
    const cart = new CartStore();
    cart.add(TSH);
    connect(cart);
    request(PACKAGE);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart.allItems.map((item) => item.id)).toEqual(['tsh']);
    expect(toasts).toEqual([]);
  });

  it('asks only about the tests of the patient the package goes to', async () => {
    const anna = createPatient({ first_name: 'Anna', last_name: 'Nowak' });
    const jan = createPatient({ first_name: 'Jan', last_name: 'Nowak' });
    const cart = new CartStore();
    cart.addPatient(anna);
    cart.addPatient(jan);
    cart.add({ ...TSH, patients: [jan.id] });
    connect(cart);

    request(PACKAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart.allItems.map((item) => item.id)).toEqual(['tsh', 'thyroid-pack']);
  });

  it('replaces the test for that patient only, keeping it for the others', async () => {
    const anna = createPatient({ first_name: 'Anna', last_name: 'Nowak' });
    const jan = createPatient({ first_name: 'Jan', last_name: 'Kowalski' });
    const cart = new CartStore();
    cart.addPatient(anna);
    cart.addPatient(jan);
    cart.add({ ...TSH, patients: [anna.id, jan.id] });
    connect(cart);

    request(PACKAGE);
    expect(screen.getByRole('dialog')).toHaveTextContent('already in your cart for Anna Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Replace with the package' }));

    expect(cart.allItems.map((item) => [item.id, item.patients])).toEqual([
      ['tsh', [jan.id]],
      ['thyroid-pack', [anna.id]],
    ]);
  });
});

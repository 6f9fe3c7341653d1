import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { CartPage } from './cart-page';
import { CartStore } from './cart-store';
import { connectCart } from './cart-sync';
import { createCartItem, createPatient } from './testing/cart-test-data';

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

function cartOf(items = [createCartItem()], patients = [] as ReturnType<typeof createPatient>[]) {
  return new CartStore({
    saved: {
      items: [],
      temporaryItems: items,
      patients,
      visitServices: [],
      customerServices: [],
      location: null,
    },
  });
}

function showCart(cart: CartStore) {
  // The fees stay loading: they are not what these tests look at.
  mockApi({ 'GET /api/services/nursing-services': 'never' });
  renderAt('/cart', <CartPage cart={cart} />);
}

function recordOpenedModals() {
  const opened: EventPayload<'modal:open'>[] = [];
  const subscription = getEventBus()
    .on('modal:open')
    .subscribe((open) => opened.push(open));
  return { opened, stop: () => subscription.unsubscribe() };
}

function patientsSection() {
  return screen.getByRole('region', { name: 'Patients' });
}

describe('inviting the visitor to say who the tests are for', () => {
  let recording = recordOpenedModals();
  beforeEach(() => {
    recording = recordOpenedModals();
  });
  afterEach(() => {
    recording.stop();
    act(() => getEventBus().emit('session:changed', { user: null, token: null }));
  });

  it('invites a guest to log in, and takes one who chose to add a patient to the form', async () => {
    getEventBus().emit('session:changed', { user: null, token: null });
    showCart(cartOf());
    const section = patientsSection();
    expect(within(section).getByText(/Log in to add yourself as a patient, or add a patient below/)).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Log in or add a patient' }));
    expect(recording.opened).toEqual([{ name: 'authModal' }]);

    act(() =>
      getEventBus().emit('modal:settled', { name: 'authModal', action: 'confirm', value: { choice: 'add-patient' } }),
    );
    expect(within(section).getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('goes on to add a guest who logs in from the invitation as a patient', async () => {
    getEventBus().emit('session:changed', { user: null, token: null });
    showCart(cartOf());
    await userEvent.click(screen.getByRole('button', { name: 'Log in or add a patient' }));

    act(() => getEventBus().emit('session:changed', { user: USER, token: 'token-1' }));
    act(() =>
      getEventBus().emit('modal:settled', { name: 'authModal', action: 'confirm', value: { choice: 'logged-in' } }),
    );
    expect(recording.opened).toEqual([{ name: 'authModal' }, { name: 'addCurrentPatientModal' }]);
  });

  it('ignores authModal answers it did not ask for', async () => {
    showCart(cartOf());
    act(() =>
      getEventBus().emit('modal:settled', { name: 'authModal', action: 'confirm', value: { choice: 'logged-in' } }),
    );
    expect(recording.opened).toEqual([]);
  });

  it('offers a signed-in person to add themselves, and adds them to every test like the first patient', async () => {
    getEventBus().emit('session:changed', { user: USER, token: 'token-1' });
    const cart = cartOf([createCartItem({ id: 'tsh', name: 'TSH' }), createCartItem({ id: 'vit-d' })]);
    const disconnect = connectCart(cart, getEventBus(), { load: () => cart.snapshot, save: () => undefined });
    showCart(cart);
    const section = patientsSection();
    expect(
      within(section).getByText('Who are the tests for? Add yourself, or add another patient below.'),
    ).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Add me as a patient' }));
    expect(recording.opened).toEqual([{ name: 'addCurrentPatientModal' }]);

    // What addCurrentPatientModal publishes once the person confirms.
    act(() =>
      getEventBus().emit('patient:current-added', {
        patient: { id: 'account-1', first_name: 'Anna', last_name: 'Nowak' },
      }),
    );
    const group = screen.getByRole('region', { name: 'Anna Nowak' });
    expect(within(group).getByText('TSH')).toBeInTheDocument();
    expect(within(group).getByText('Vitamin D')).toBeInTheDocument();
    expect(within(patientsSection()).queryByRole('button', { name: 'Add me as a patient' })).not.toBeInTheDocument();
    disconnect();
  });

  it('invites a patient for a test nobody is assigned to, naming the test', async () => {
    getEventBus().emit('session:changed', { user: USER, token: 'token-1' });
    const cart = cartOf(
      [
        createCartItem({ id: 'tsh', name: 'TSH', patients: ['kid'] }),
        createCartItem({ id: 'ferritin', name: 'Ferritin' }),
      ],
      [createPatient({ id: 'kid', first_name: 'Ola' })],
    );
    showCart(cart);

    const unassigned = screen.getByRole('region', { name: 'Not assigned to a patient' });
    const invite = within(unassigned).getByRole('button', { name: 'Add me as a patient' });
    expect(invite).toHaveAccessibleDescription('Ferritin');
    await userEvent.click(invite);
    expect(recording.opened).toEqual([{ name: 'addCurrentPatientModal', props: { itemId: 'ferritin' } }]);
  });
});

describe('the account holder added from addCurrentPatientModal', () => {
  it('joins the cart like the first patient, and takes the test they were added for later', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const cart = cartOf([createCartItem({ id: 'tsh' }), createCartItem({ id: 'vit-d' })]);
    cart.setVisitServices([{ id: 'visit', price: 700, patients: [] }]);
    connectCart(cart, bus, { load: () => cart.snapshot, save: () => undefined });

    bus.emit('patient:current-added', { patient: { id: 'me', first_name: 'Anna', last_name: 'Nowak' } });
    expect(cart.patients).toEqual([{ id: 'me', first_name: 'Anna', last_name: 'Nowak' }]);
    expect(cart.allItems.map((item) => item.patients)).toEqual([['me'], ['me']]);
    expect(cart.visitServices[0]?.patients).toEqual(['me']);

    cart.addPatient(createPatient({ id: 'kid' }));
    cart.add(createCartItem({ id: 'ferritin', patients: ['kid'] }));
    bus.emit('patient:current-added', {
      patient: { id: 'me', first_name: 'Anna', last_name: 'Nowak' },
      itemId: 'ferritin',
    });
    expect(cart.patients).toHaveLength(2);
    expect(cart.allItems.find((item) => item.id === 'ferritin')?.patients).toEqual(['kid', 'me']);
  });

  it('says so when the cart already holds 5 patients', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const toasts: EventPayload<'toast:show'>[] = [];
    const subscription = getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));
    const cart = cartOf(
      [],
      Array.from({ length: 5 }, () => createPatient()),
    );
    connectCart(cart, bus, { load: () => cart.snapshot, save: () => undefined });

    bus.emit('patient:current-added', { patient: { id: 'me', first_name: 'Anna', last_name: 'Nowak' } });
    expect(cart.patients).toHaveLength(5);
    expect(toasts).toEqual([expect.objectContaining({ type: 'warning', message: 'At most 5 patients can be added.' })]);
    subscription.unsubscribe();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus, getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { createItemAttributes, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { createCartApi } from './cart-api';
import { CartPage } from './cart-page';
import { CartStore } from './cart-store';
import { connectCart } from './cart-sync';
import { watchScreenings } from './screening-checks';
import { CAMDEN, createCartItem, examinationsData } from './testing/cart-test-data';

const SCREENING = {
  package: true,
  is_screening: true,
  basic_service_id: 'women-40-basic',
  extended_service_id: 'women-40-extended',
  screening_service: { target_sex: 'female', age: { from: 40, to: null } },
} as const;

const BASIC = createCartItem({
  id: 'women-40-basic',
  name: 'Women 40+ basic',
  price: 9900,
  kind: 'screening',
  ...createItemAttributes({ ...SCREENING, screening_type: 'basic' }),
});

function showCart(cart: CartStore) {
  mockApi({
    'GET /api/services/nursing-services': 'never',
    'GET /api/services/customer-services': { body: [] },
    'POST /api/updated/examinations-data': examinationsData(19900, {
      names: { 'women-40-extended': 'Women 40+ extended', 'women-40-basic': 'Women 40+ basic' },
      attributes: {
        'women-40-extended': { ...SCREENING, screening_type: 'extended' },
        'women-40-basic': { ...SCREENING, screening_type: 'basic' },
      },
    }),
  });
  renderAt('/cart', <CartPage cart={cart} />);
}

describe('a screening package in the cart', () => {
  it('switches between the basic and the extended variant in place', async () => {
    const cart = new CartStore({ api: createCartApi() });
    cart.add(BASIC);
    await act(() => cart.chooseLocation(CAMDEN));
    showCart(cart);

    const tests = screen.getByRole('region', { name: 'Your tests' });
    const card = within(tests).getByRole('listitem');
    expect(card).toHaveTextContent('Basic variant');
    await userEvent.click(within(card).getByRole('button', { name: 'Switch to the extended variant' }));

    await within(tests).findByText('Women 40+ extended');
    expect(within(tests).getByRole('listitem')).toHaveTextContent('Extended variant');
    expect(within(tests).getByRole('listitem')).toHaveTextContent('£199');
    expect(cart.allItems.map((item) => [item.id, item.screening_type])).toEqual([['women-40-extended', 'extended']]);
    expect(screen.getByRole('button', { name: 'Switch to the basic variant' })).toBeInTheDocument();
  });

  it('asks about a patient added with a sex and date of birth the programme is not meant for', async () => {
    const cart = new CartStore({ api: createCartApi() });
    cart.add(BASIC);
    const opened: EventPayload<'modal:open'>[] = [];
    const subscription = getEventBus()
      .on('modal:open')
      .subscribe((open) => opened.push(open));
    const stop = watchScreenings(cart, getEventBus(), () => '2026-11-26');
    showCart(cart);

    await userEvent.type(screen.getByLabelText('First name'), 'Jan');
    await userEvent.type(screen.getByLabelText('Last name'), 'Nowak');
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.type(screen.getByLabelText(/^Date of birth/), '02/02/1996');
    await userEvent.click(screen.getByRole('button', { name: 'Add patient' }));

    expect(cart.patients).toEqual([expect.objectContaining({ sex: 'm', birth_date: '1996-02-02' })]);
    expect(opened).toEqual([
      expect.objectContaining({
        name: 'screeningServiceWarningModal',
        props: expect.objectContaining({ mismatches: [{ patientName: 'Jan Nowak', reasons: ['sex', 'age'] }] }),
      }),
    ]);
    stop();
    subscription.unsubscribe();
  });

  it('asks about the account holder added from addCurrentPatientModal with the sex and age the account gave', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const cart = new CartStore({});
    cart.add(BASIC);
    const opened: EventPayload<'modal:open'>[] = [];
    const subscription = bus.on('modal:open').subscribe((open) => opened.push(open));
    const disconnect = connectCart(cart, bus, { load: () => cart.snapshot, save: () => undefined });

    bus.emit('patient:current-added', {
      patient: { id: 'me', first_name: 'Jan', last_name: 'Nowak', sex: 'm', birth_date: '1996-02-02' },
    });

    expect(cart.patients).toEqual([
      { id: 'me', first_name: 'Jan', last_name: 'Nowak', sex: 'm', birth_date: '1996-02-02' },
    ]);
    expect(opened).toEqual([
      expect.objectContaining({
        name: 'screeningServiceWarningModal',
        props: expect.objectContaining({ mismatches: [{ patientName: 'Jan Nowak', reasons: ['sex', 'age'] }] }),
      }),
    ]);
    disconnect();
    subscription.unsubscribe();
  });

  it('checks the holder already in the cart by name once the modal gives their sex and date of birth', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const cart = new CartStore({});
    cart.add(BASIC);
    const opened: EventPayload<'modal:open'>[] = [];
    const subscription = bus.on('modal:open').subscribe((open) => opened.push(open));
    const disconnect = connectCart(cart, bus, { load: () => cart.snapshot, save: () => undefined });
    bus.emit('patient:current-added', { patient: { id: 'me', first_name: 'Anna', last_name: 'Nowak' } });
    // Names alone say nothing against a programme for women over 40.
    expect(opened).toEqual([]);

    bus.emit('patient:current-added', {
      patient: { id: 'me', first_name: 'Anna', last_name: 'Nowak', sex: 'f', birth_date: '2001-05-05' },
    });

    expect(cart.patients).toHaveLength(1);
    expect(opened).toEqual([
      expect.objectContaining({
        name: 'screeningServiceWarningModal',
        props: expect.objectContaining({ mismatches: [{ patientName: 'Anna Nowak', reasons: ['age'] }] }),
      }),
    ]);
    disconnect();
    subscription.unsubscribe();
  });
});

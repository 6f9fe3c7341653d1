import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { createItemAttributes } from '@labshop/shared-contracts/testing';
import { CartStore } from './cart-store';
import { watchScreenings } from './screening-checks';
import { createCartItem, createPatient } from './testing/cart-test-data';

const TODAY = '2026-11-26';
const WOMEN_40 = createCartItem({
  id: 'women-40-basic',
  name: 'Women 40+ basic',
  kind: 'screening',
  ...createItemAttributes({
    package: true,
    is_screening: true,
    screening_type: 'basic',
    basic_service_id: 'women-40-basic',
    extended_service_id: 'women-40-extended',
    screening_service: { target_sex: 'female', age: { from: 40, to: null } },
  }),
});
const JAN = createPatient({ first_name: 'Jan', last_name: 'Nowak', sex: 'm', birth_date: '1980-02-02' });
const EWA = createPatient({ first_name: 'Ewa', last_name: 'Nowak', sex: 'f', birth_date: '1975-02-02' });

let opened: EventPayload<'modal:open'>[] = [];
let stops: (() => void)[] = [];

function watch(cart: CartStore) {
  opened = [];
  const subscription = getEventBus()
    .on('modal:open')
    .subscribe((open) => opened.push(open));
  stops = [() => subscription.unsubscribe(), watchScreenings(cart, getEventBus(), () => TODAY)];
}

function answer(value: unknown, action: 'confirm' | 'cancel' = 'confirm') {
  getEventBus().emit('modal:settled', { name: 'screeningServiceWarningModal', action, value });
}

afterEach(() => stops.forEach((stop) => stop()));

describe('checking a screening programme against each patient', () => {
  it('warns when a programme for women over 40 is given to a man', () => {
    const cart = new CartStore();
    cart.add(WOMEN_40);
    watch(cart);
    cart.addPatient(JAN);
    expect(opened).toEqual([
      {
        name: 'screeningServiceWarningModal',
        props: {
          package: { id: 'women-40-basic', name: 'Women 40+ basic' },
          targetSex: 'female',
          age: { from: 40, to: null },
          mismatches: [{ patientName: 'Jan Nowak', reasons: ['sex'] }],
        },
      },
    ]);
  });

  it('says nothing for a patient the programme is meant for, or one it knows too little of', () => {
    const cart = new CartStore();
    cart.add(WOMEN_40);
    watch(cart);
    cart.addPatient(EWA);
    cart.addPatient(createPatient({ first_name: 'Unknown', last_name: 'Person' }));
    cart.addPatientToItem(WOMEN_40.id, cart.patients[1]?.id ?? '');
    expect(opened).toEqual([]);
  });

  it('keeps the programme for the patient when the buyer goes on, and does not ask again', () => {
    const cart = new CartStore();
    cart.add(WOMEN_40);
    watch(cart);
    cart.addPatient(JAN);
    answer({ choice: 'go-on' });
    cart.add(createCartItem({ id: 'tsh' }));
    expect(cart.allItems.find((item) => item.id === WOMEN_40.id)?.patients).toEqual([JAN.id]);
    expect(opened).toHaveLength(1);
  });

  it('takes the programme away from the patient when the buyer chooses another patient or package', () => {
    const cart = new CartStore();
    cart.add(WOMEN_40);
    watch(cart);
    cart.addPatient(EWA);
    cart.addPatient(JAN);
    cart.addPatientToItem(WOMEN_40.id, JAN.id);
    expect(opened).toHaveLength(1);
    answer({ choice: 'choose-another' });
    expect(cart.allItems.find((item) => item.id === WOMEN_40.id)?.patients).toEqual([EWA.id]);
  });

  it('keeps the programme when the warning is closed with Escape', () => {
    const cart = new CartStore();
    cart.add(WOMEN_40);
    watch(cart);
    cart.addPatient(JAN);
    answer(undefined, 'cancel');
    expect(cart.allItems.find((item) => item.id === WOMEN_40.id)?.patients).toEqual([JAN.id]);
  });
});

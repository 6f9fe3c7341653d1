import { mergeGuestCart } from './cart-merge';
import { EMPTY_CART } from './cart-storage';
import { CAMDEN, createCartItem, createPatient, LONDON } from './testing/cart-test-data';

describe("merging a guest's cart into the account's", () => {
  it('keeps every test once, and the account location, moving all tests into the cart proper', () => {
    const account = { ...EMPTY_CART, items: [createCartItem({ id: 'tsh' })], location: CAMDEN };
    const guest = {
      ...EMPTY_CART,
      items: [createCartItem({ id: 'tsh', price: 1 }), createCartItem({ id: 'ferritin' })],
      temporaryItems: [createCartItem({ id: 'vit-d' })],
      location: LONDON,
    };

    const merged = mergeGuestCart(account, guest);

    expect(merged.location).toEqual(CAMDEN);
    expect(merged.items.map((item) => [item.id, item.price])).toEqual([
      ['tsh', 2500],
      ['ferritin', 2500],
      ['vit-d', 2500],
    ]);
    expect(merged.temporaryItems).toEqual([]);
  });

  it('keeps the tests waiting for a location when neither cart has one', () => {
    const merged = mergeGuestCart(
      { ...EMPTY_CART, items: [] },
      { ...EMPTY_CART, temporaryItems: [createCartItem({ id: 'vit-d' })] },
    );

    expect(merged.items).toEqual([]);
    expect(merged.temporaryItems.map((item) => item.id)).toEqual(['vit-d']);
  });

  it('keeps at most 5 patients, the account ones first, and no test refers to a patient left out', () => {
    const accountPatients = [1, 2, 3, 4].map((n) => createPatient({ id: `a-${n}` }));
    const guestPatients = [1, 2].map((n) => createPatient({ id: `g-${n}` }));
    const merged = mergeGuestCart(
      { ...EMPTY_CART, patients: accountPatients },
      {
        ...EMPTY_CART,
        patients: guestPatients,
        temporaryItems: [createCartItem({ id: 'vit-d', patients: ['g-1', 'g-2'] })],
      },
    );

    expect(merged.patients.map((patient) => patient.id)).toEqual(['a-1', 'a-2', 'a-3', 'a-4', 'g-1']);
    expect(merged.temporaryItems[0]?.patients).toEqual(['g-1']);
  });

  it("prefers the account's discount code and keeps the guest's when the account has none", () => {
    const guestCode = { code: 'GUEST', discountMinor: 100 };
    const accountCode = { code: 'ACCOUNT', discountMinor: 200 };

    expect(
      mergeGuestCart({ ...EMPTY_CART, discountCode: accountCode }, { ...EMPTY_CART, discountCode: guestCode }),
    ).toMatchObject({ discountCode: accountCode });
    expect(mergeGuestCart(EMPTY_CART, { ...EMPTY_CART, discountCode: guestCode })).toMatchObject({
      discountCode: guestCode,
    });
  });

  it('keeps the analysis of earlier results when nothing else is in either cart, and drops it beside tests', () => {
    const analysisFor = { orderId: 'order-9', orderNumber: 'LS-000009' };
    const analysis = { code: 'RESULTS_ANALYZE', price: 2900 };
    const account = { ...EMPTY_CART, location: CAMDEN, customerServices: [analysis], analysisFor };

    expect(mergeGuestCart(account, EMPTY_CART)).toMatchObject({ analysisFor, customerServices: [analysis] });
    const beside = mergeGuestCart(account, { ...EMPTY_CART, items: [createCartItem({ id: 'tsh' })] });
    expect(beside).toMatchObject({ analysisFor: null, customerServices: [] });
    expect(beside.items.map((item) => item.id)).toEqual(['tsh']);
  });
});

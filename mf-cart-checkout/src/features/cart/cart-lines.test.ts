import { CartStore } from './cart-store';
import { createCartItem } from './testing/cart-test-data';

function ownPackageOf(count: number, price = 1000) {
  return Array.from({ length: count }, (_, index) =>
    createCartItem({ id: `t${index + 1}`, name: `Test ${index + 1}`, price, for_own_package: true }),
  );
}

describe('the cart’s lines', () => {
  it('keeps a custom package as one line, counted once by the badge', () => {
    const cart = new CartStore();
    cart.add(createCartItem({ id: 'vit-d', name: 'Vitamin D' }));
    cart.addItems(ownPackageOf(6));
    expect(cart.lines.map((line) => line.kind)).toEqual(['item', 'own-package']);
    expect(cart.itemCount).toBe(2);
    expect(cart.summary.itemCount).toBe(2);
  });

  it('lists the custom package in the mini-cart at its price after the discount', () => {
    const cart = new CartStore();
    cart.addItems(ownPackageOf(6));
    // Six tests at £10: 7% off £60.
    expect(cart.contents.items).toEqual([{ id: 'own-package', name: 'Your own package', priceMinor: 5580 }]);
  });

  it('holds the tests of a package under it, in the order they were chosen', () => {
    const cart = new CartStore();
    cart.addItems(ownPackageOf(5));
    const [line] = cart.lines;
    expect(line?.kind === 'own-package' ? line.items.map((item) => item.name) : []).toEqual([
      'Test 1',
      'Test 2',
      'Test 3',
      'Test 4',
      'Test 5',
    ]);
  });

  it('keeps a doctor’s test and a package on lines of their own, even chosen for the package', () => {
    const cart = new CartStore();
    cart.addItems([
      ...ownPackageOf(5),
      createCartItem({ id: 'ref', name: 'Referral test', for_own_package: true, added_by_doctor: true }),
      createCartItem({ id: 'pack', name: 'Liver package', for_own_package: true, package: true }),
    ]);
    expect(cart.lines.map((line) => (line.kind === 'item' ? line.item.id : line.id))).toEqual([
      'own-package',
      'ref',
      'pack',
    ]);
  });
});

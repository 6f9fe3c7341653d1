import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt, TestModalHost } from '@labshop/shared-contracts/testing';
import { CartPage } from './cart-page';
import { CartStore } from './cart-store';
import { registerCartModals } from './modals/cart-modals';
import { createCartItem, createPatient } from './testing/cart-test-data';

const CONSULTATION = { id: 'consultation', name: 'Doctor consultation of the results', price: 4900 };

let unregister: () => void = () => undefined;
afterEach(() => unregister());

function showCart(cart: CartStore) {
  unregister = registerCartModals();
  mockApi({
    'GET /api/services/nursing-services': 'never',
    'GET /api/services/visit-services': { body: [CONSULTATION] },
  });
  renderAt('/cart', <CartPage cart={cart} />);
  render(<TestModalHost />);
}

function consultations() {
  return screen.getByRole('region', { name: 'Consultations' });
}

function priceRows(): string[] {
  const price = screen.getByRole('region', { name: 'Price' });
  return within(price)
    .getAllByRole('term')
    .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);
}

function cartWithTwoPatients() {
  const cart = new CartStore();
  const anna = createPatient({ first_name: 'Anna', last_name: 'Nowak' });
  const jan = createPatient({ first_name: 'Jan', last_name: 'Nowak' });
  cart.add(createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500 }));
  cart.addPatient(anna);
  cart.addPatient(jan);
  return { cart, anna, jan };
}

describe('a visit service in the cart', () => {
  it('is added to the patients the buyer chooses and priced once for each', async () => {
    const { cart, anna, jan } = cartWithTwoPatients();
    showCart(cart);

    await userEvent.click(
      await within(consultations()).findByRole('button', { name: 'Add Doctor consultation of the results' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a visit for a patient' });
    expect(within(dialog).getByRole('group', { name: 'Who is it for?' })).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Anna Nowak' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Jan Nowak' })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 × £49 = £98');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the cart' }));

    expect(cart.visitServices).toEqual([expect.objectContaining({ id: 'consultation', patients: [anna.id, jan.id] })]);
    expect(consultations()).toHaveTextContent('For Anna Nowak, Jan Nowak: 2 × £49 = £98');
    const line = cart.quote.lines.find((quoteLine) => quoteLine.kind === 'visit-service');
    expect(line).toMatchObject({ amountMinor: 9800, quantity: 2, unitPriceMinor: 4900 });
    expect(priceRows()).toContain('Doctor consultation of the results × 2: £98');
    expect(cart.summary.itemCount).toBe(2);
  });

  it('lets the buyer choose one patient from the keyboard, and asks for at least one', async () => {
    const { cart, jan } = cartWithTwoPatients();
    showCart(cart);
    await userEvent.click(
      await within(consultations()).findByRole('button', { name: 'Add Doctor consultation of the results' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a visit for a patient' });

    // Focus starts on the first patient: space unticks, tab to the next and untick it too.
    expect(within(dialog).getByRole('checkbox', { name: 'Anna Nowak' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the cart' }));
    expect(within(dialog).getByRole('group', { name: 'Who is it for?' })).toHaveAccessibleDescription(
      'Choose at least one patient.',
    );
    expect(cart.visitServices).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Jan Nowak' }));
    await userEvent.keyboard('{Enter}');
    expect(cart.visitServices).toEqual([expect.objectContaining({ patients: [jan.id] })]);
    expect(consultations()).toHaveTextContent('For Jan Nowak: 1 × £49 = £49');
  });

  it('changes nothing when the buyer cancels, and can be removed', async () => {
    const { cart } = cartWithTwoPatients();
    showCart(cart);
    await userEvent.click(
      await within(consultations()).findByRole('button', { name: 'Add Doctor consultation of the results' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(cart.visitServices).toEqual([]);

    act(() =>
      cart.setVisitServicePatients(
        CONSULTATION,
        cart.patients.map((patient) => patient.id),
      ),
    );
    await userEvent.click(
      within(consultations()).getByRole('button', { name: 'Remove Doctor consultation of the results' }),
    );
    expect(cart.visitServices).toEqual([]);
  });
});

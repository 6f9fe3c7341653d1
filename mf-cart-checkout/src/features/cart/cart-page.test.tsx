import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, quoteCart } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, type ApiHandler, renderAt } from '@labshop/shared-contracts/testing';
import { createCartApi } from './cart-api';
import { CartPage } from './cart-page';
import { CartStore } from './cart-store';
import {
  CAMDEN,
  createCartItem,
  createPatient,
  examinationsData,
  LONDON,
  NURSING_FEES,
} from './testing/cart-test-data';
import { TEST_UNAVAILABLE_MESSAGE } from './location-prices';

function showCart(
  cart: CartStore,
  fees: ApiHandler = { body: FEES_ANSWER },
  prices: ApiHandler = examinationsData(3000),
) {
  mockApi({
    'GET /api/services/nursing-services': fees,
    'POST /api/updated/examinations-data': prices,
    'GET /api/services/customer-services': { body: [] },
  });
  renderAt('/cart', <CartPage cart={cart} />);
}

const FEES_ANSWER = NURSING_FEES;

function feesSection() {
  return screen.getByRole('region', { name: 'Home visit fee' });
}

function breakdownRows(): string[][] {
  const price = screen.getByRole('region', { name: 'Price' });
  const terms = within(price).getAllByRole('term');
  const amounts = within(price).getAllByRole('definition');
  return terms.map((term, index) => [term.textContent ?? '', amounts[index]?.textContent ?? '']);
}

describe('the cart page', () => {
  it('says the cart is empty and points to the tests', async () => {
    showCart(new CartStore());
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'tests catalogue' })).toHaveAttribute('href', '/lab-test-list/tests');
    await screen.findByText(/£35/);
  });

  it('says the fees are loading, then shows them', async () => {
    showCart(new CartStore());
    expect(feesSection()).toHaveAttribute('aria-busy', 'true');
    expect(within(feesSection()).getByRole('status')).toHaveTextContent('Loading the fees…');

    expect(await within(feesSection()).findByText(/at home for £35 per visit/)).toBeInTheDocument();
    expect(feesSection()).toHaveAttribute('aria-busy', 'false');
    expect(within(feesSection()).getByText('£12.50')).toBeInTheDocument();
    expect(within(feesSection()).getByText('£40')).toBeInTheDocument();
  });

  it('reports fees that fail to load and loads them again on retry', async () => {
    let calls = 0;
    showCart(new CartStore(), () => {
      calls += 1;
      return calls === 1 ? { status: 503, body: { message: 'Unexpected error occurred' } } : { body: FEES_ANSWER };
    });
    const alert = await within(feesSection()).findByRole('alert');
    expect(alert).toHaveTextContent('The fees could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await within(feesSection()).findByText(/£35 per visit/)).toBeInTheDocument();
  });

  it('shows the price line by line as the pricing module computes it, with the next discount', async () => {
    const cart = new CartStore({
      saved: {
        items: Array.from({ length: 5 }, (_, index) =>
          createCartItem({ id: `t${index}`, name: `Test ${index}`, price: 1000 + index, for_own_package: true }),
        ),
        temporaryItems: [],
        patients: [],
        visitServices: [{ id: 'visit', price: 700, patients: [], name: 'Consultation' }],
        customerServices: [],
        location: LONDON,
      },
    });
    cart.addPatient(createPatient({ first_name: 'Anna', last_name: 'Nowak' }));
    cart.setNursingServices(NURSING_FEES);
    showCart(cart);

    const quote = quoteCart({
      items: cart.allItems,
      visitServices: cart.visitServices,
      locationKind: 'home-service',
      nursingServices: NURSING_FEES,
      customerServices: [],
      discountCodeMinor: 0,
      doctorDiscountPercent: 0,
    });
    const shown = breakdownRows();
    expect(shown.map(([, amount]) => amount)).toEqual([
      ...quote.lines.map((line) => formatMoney(line.amountMinor, 'GBP')),
      formatMoney(quote.totalMinor, 'GBP'),
    ]);
    // One patient: every line is hers, so no line names her.
    expect(shown).toContainEqual(['Own package discount (5%)', '-£2.51']);
    expect(shown).toContainEqual(['Mobile nursing service', '£35']);
    expect(shown.at(-1)).toEqual(['Total', formatMoney(quote.totalMinor, 'GBP')]);
    expect(screen.getByText('Add 1 more test for Anna Nowak to your own package to get 7% off.')).toBeInTheDocument();
    await screen.findByText(/£35 per visit/);
  });

  it('groups the tests per patient and removes a test from one patient', async () => {
    const cart = new CartStore();
    const anna = createPatient({ first_name: 'Anna', last_name: 'Nowak' });
    const ben = createPatient({ first_name: 'Ben', last_name: 'Smith' });
    cart.addItems([createCartItem({ id: 'vit-d', name: 'Vitamin D' }), createCartItem({ id: 'tsh', name: 'TSH' })]);
    cart.addPatient(anna);
    cart.addPatient(ben);
    showCart(cart);

    const bens = screen.getByRole('region', { name: 'Ben Smith' });
    expect(within(bens).getByText('No tests for Ben Smith yet.')).toBeInTheDocument();
    await userEvent.selectOptions(within(bens).getByLabelText('Add a test for Ben Smith'), 'TSH');
    await userEvent.click(within(bens).getByRole('button', { name: 'Add' }));
    expect(within(bens).getByText('TSH')).toBeInTheDocument();

    const annas = screen.getByRole('region', { name: 'Anna Nowak' });
    await userEvent.click(within(annas).getByRole('button', { name: 'Remove', description: 'Vitamin D' }));

    expect(screen.queryByText('Vitamin D')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 item' })).toBeInTheDocument();
    await screen.findByText(/£35 per visit/);
  });

  it('adds the first patient to every test from the form', async () => {
    const cart = new CartStore();
    cart.add(createCartItem({ name: 'Vitamin D' }));
    showCart(cart);

    await userEvent.type(screen.getByLabelText('First name'), 'Anna');
    await userEvent.type(screen.getByLabelText('Last name'), 'Nowak');
    await userEvent.click(screen.getByRole('button', { name: 'Add patient' }));

    const annas = screen.getByRole('region', { name: 'Anna Nowak' });
    expect(within(annas).getByText('Vitamin D')).toBeInTheDocument();
    await screen.findByText(/£35 per visit/);
  });

  it('drops the tests a newly chosen location does not offer and says so, while prices update', async () => {
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));
    mockApi({});
    const cart = new CartStore({ api: createCartApi() });
    cart.addItems([createCartItem({ id: 'vit-d', name: 'Vitamin D' }), createCartItem({ id: 'tsh', name: 'TSH' })]);
    showCart(cart, { body: FEES_ANSWER }, examinationsData(3000, { missing: ['tsh'] }));
    expect(screen.getByRole('link', { name: 'Choose a city for a home visit or a collection point' })).toHaveAttribute(
      'href',
      '/locations',
    );

    await act(() => cart.chooseLocation(CAMDEN));

    const price = screen.getByRole('region', { name: 'Price' });
    expect(price).toHaveAttribute('aria-busy', 'true');
    expect(within(price).getByRole('status')).toHaveTextContent('Updating prices…');
    expect(screen.queryByText('TSH')).not.toBeInTheDocument();
    expect(screen.getByText('Camden')).toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ message: TEST_UNAVAILABLE_MESSAGE }));
    await screen.findByText(/£35 per visit/);
  });
});

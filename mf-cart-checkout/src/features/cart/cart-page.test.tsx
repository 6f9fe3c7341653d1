import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, quoteCart } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { currentLocation, mockApi, type ApiHandler, renderAt } from '@labshop/shared-contracts/testing';
import { breakdownAmounts } from '../../lib/testing/shown-amounts';
import { createCartApi } from './cart-api';
import { CartPage } from './cart-page';
import { CartStore } from './cart-store';
import { CLEAR_CART_TEXTS } from './clear-cart';
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
    await userEvent.click(within(annas).getByRole('button', { name: 'Remove Vitamin D' }));

    expect(screen.queryByText('Vitamin D')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1 item' })).toBeInTheDocument();
    await screen.findByText(/£35 per visit/);
  });

  it('shows a custom package as one line with its tests under it and its discount', async () => {
    const cart = new CartStore();
    const anna = createPatient({ first_name: 'Anna', last_name: 'Nowak' });
    cart.add(createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500 }));
    cart.addItems(
      ['TSH', 'FT4', 'Ferritin', 'Iron', 'Vitamin B12'].map((name) =>
        createCartItem({ id: name, name, price: 2000, for_own_package: true }),
      ),
    );
    cart.addPatient(anna);
    showCart(cart);

    const annas = screen.getByRole('region', { name: 'Anna Nowak' });
    expect(screen.getByRole('heading', { level: 2, name: '2 items' })).toBeInTheDocument();
    const pack = within(annas).getByRole('listitem', { name: 'Your own package' });
    expect(within(pack).getByRole('list', { name: '5 tests in your own package' })).toHaveTextContent(
      'TSHFT4FerritinIronVitamin B12',
    );
    expect(pack).toHaveTextContent('Own package discount 5%');
    expect(pack).toHaveTextContent('You save £5');
    expect(pack).toHaveTextContent('£95');

    await userEvent.click(within(pack).getByRole('button', { name: 'Remove your own package' }));
    expect(screen.queryByText('TSH')).not.toBeInTheDocument();
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
      '/locations?from=cart',
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

  it('marks the cart as the current step, with sample collection, patient details and payment still ahead', async () => {
    const cart = new CartStore();
    cart.add(createCartItem({ name: 'Vitamin D' }));
    showCart(cart);

    const steps = within(screen.getByRole('list', { name: 'Steps to your order' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Cart',
      '2Sample collection',
      '3Patient details',
      '4Payment',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    await screen.findByText(/£35 per visit/);
  });

  it('names the summary button with the total the lines add up to, and goes to checkout from its primary button', async () => {
    const cart = new CartStore();
    cart.addItems([
      createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500 }),
      createCartItem({ id: 'tsh', name: 'TSH', price: 1850 }),
      createCartItem({ id: 'iron', name: 'Iron', price: 1200 }),
    ]);
    showCart(cart);

    const { lines, total } = breakdownAmounts(screen.getByLabelText('Price breakdown'));
    expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(total).toBe(5550);
    const summaryButton = screen.getByRole('button', { name: 'Order summary £55.50' });
    expect(summaryButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(summaryButton);
    expect(summaryButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(summaryButton.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('region', { name: 'Price' }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Go to checkout' }));
    expect(currentLocation()).toBe('/checkout');
    await screen.findByText(/£35 per visit/);
  });

  it('shows each test as a card with its price, the price before the doctor discount struck through', async () => {
    const cart = new CartStore();
    cart.addItems([
      createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500 }),
      createCartItem({
        id: 'tsh',
        name: 'TSH',
        price: 2000,
        added_by_doctor: true,
        referral_id: 'referral-1',
        doctor_discount_percent: 15,
      }),
    ]);
    showCart(cart);

    const cards = within(screen.getByRole('region', { name: 'Your tests' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent(/^Vitamin D£25$/);
    expect(cards[1]).toHaveTextContent(/^TSH£17instead of £20$/);
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Remove TSH' })).toBeInTheDocument();
    await screen.findByText(/£35 per visit/);
  });

  it('asks before clearing the cart, and cancelling keeps every test', async () => {
    const opened: EventPayload<'modal:open'>[] = [];
    const subscription = getEventBus()
      .on('modal:open')
      .subscribe((request) => opened.push(request));
    const cart = new CartStore();
    cart.addItems([createCartItem({ id: 'vit-d', name: 'Vitamin D' }), createCartItem({ id: 'tsh', name: 'TSH' })]);
    showCart(cart);

    await userEvent.click(screen.getByRole('button', { name: 'Clear the cart' }));
    subscription.unsubscribe();

    expect(opened).toEqual([
      {
        name: 'confirmModal',
        props: {
          title: CLEAR_CART_TEXTS.title,
          message: CLEAR_CART_TEXTS.message,
          confirmLabel: CLEAR_CART_TEXTS.confirm,
          cancelLabel: CLEAR_CART_TEXTS.cancel,
        },
      },
    ]);
    expect(cart.itemCount).toBe(2);
    act(() => getEventBus().emit('modal:settled', { name: 'confirmModal', action: 'cancel', value: undefined }));
    const items = screen.getByRole('region', { name: '2 items' });
    expect(within(items).getByText('Vitamin D')).toBeInTheDocument();
    expect(within(items).getByText('TSH')).toBeInTheDocument();
    // Another part of the site's confirmation is not an answer to this question.
    act(() => getEventBus().emit('modal:settled', { name: 'confirmModal', action: 'confirm', value: undefined }));
    expect(cart.itemCount).toBe(2);
    await screen.findByText(/£35 per visit/);
  });

  it('clears the cart once the visitor confirms, and the keyboard lands on the empty cart', async () => {
    const cart = new CartStore();
    cart.addItems([createCartItem({ id: 'vit-d', name: 'Vitamin D' }), createCartItem({ id: 'tsh', name: 'TSH' })]);
    showCart(cart);

    await userEvent.click(screen.getByRole('button', { name: 'Clear the cart' }));
    act(() => getEventBus().emit('modal:settled', { name: 'confirmModal', action: 'confirm', value: undefined }));

    expect(cart.itemCount).toBe(0);
    const empty = screen.getByRole('heading', { level: 2, name: 'Your cart is empty' });
    await waitFor(() => expect(empty).toHaveFocus());
    await screen.findByText(/£35 per visit/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DISCOUNT_CODE_FAILURE_REASONS,
  DISCOUNT_CODE_FAILURES,
  formatMoney,
  type DiscountCodeFailure,
} from '@labshop/shared-contracts/core';
import { mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createCartApi } from './cart-api';
import { CartPage } from './cart-page';
import { CartStore } from './cart-store';
import { CAMDEN, createCartItem, createPatient, examinationsData, NURSING_FEES } from './testing/cart-test-data';
import { DISCOUNT_CODE_NOT_CHECKED_MESSAGE, DISCOUNT_CODE_REQUIRED_MESSAGE } from './discount-code';

function refusal(reason: DiscountCodeFailure): ApiHandler {
  const message = DISCOUNT_CODE_FAILURES[reason];
  return { status: 422, body: { message, errors: { discount_code: [message] } } };
}

/** A cart at Camden with a £30 test for one patient and one that needs a nurse: £30 + £30 + £12.50 fee. */
async function showCartAtCamden(checkCode: ApiHandler) {
  const api = mockApi({
    'GET /api/services/nursing-services': { body: NURSING_FEES },
    'POST /api/updated/examinations-data': examinationsData(3000, {
      attributes: { blood: { require_nursing_services: true } },
    }),
    'GET /api/services/customer-services': { body: [] },
    'POST /api/check-code': checkCode,
  });
  const cart = new CartStore({ api: createCartApi() });
  cart.addPatient(createPatient({ first_name: 'Ewa', last_name: 'Kowalska' }));
  cart.addItems([
    createCartItem({ id: 'vit-d', name: 'Vitamin D' }),
    createCartItem({ id: 'blood', name: 'Blood count', require_nursing_services: true }),
  ]);
  await cart.chooseLocation(CAMDEN);
  await cart.loadNursingServices();
  renderAt('/cart', <CartPage cart={cart} />);
  return { api, cart };
}

function totalShown(): string {
  const price = screen.getByRole('region', { name: 'Price' });
  const total = within(price).getByText('Total');
  return total.nextElementSibling?.textContent ?? '';
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Discount code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  return user;
}

describe('the discount code field', () => {
  it.each(DISCOUNT_CODE_FAILURE_REASONS.map((reason) => [reason, DISCOUNT_CODE_FAILURES[reason]]))(
    'shows the %s refusal as its own message on the field, and the total stays',
    async (reason, message) => {
      await showCartAtCamden(refusal(reason));
      const before = totalShown();

      await typeCode('SPRING');

      const field = screen.getByRole('textbox', { name: 'Discount code' });
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(totalShown()).toBe(before);
    },
  );

  it('lowers the total by the amount the server grants, shows the code line, and removing it restores the total', async () => {
    const { api } = await showCartAtCamden({
      body: { discount: 1000, discount_code: 'SAVE10', kind: 'percentage', value: 10 },
    });
    expect(totalShown()).toBe(formatMoney(7250, 'GBP'));

    const user = await typeCode('SAVE10');

    expect(await screen.findByText('Discount code SAVE10')).toBeInTheDocument();
    expect(totalShown()).toBe(formatMoney(6250, 'GBP'));
    expect(screen.getByText(/applied: £10 off/)).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([url]) => String(url).endsWith('/check-code')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      discount_code: 'SAVE10',
      examinations: ['vit-d', 'blood'],
      nursingService: { price: 1250, quantity: 1 },
      facility_id: 'fac-1',
    });

    await user.click(screen.getByRole('button', { name: 'Remove code SAVE10' }));

    expect(screen.queryByText('Discount code SAVE10')).not.toBeInTheDocument();
    expect(totalShown()).toBe(formatMoney(7250, 'GBP'));
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
  });

  it('asks for a code before calling the server', async () => {
    const { api } = await showCartAtCamden({ body: {} });

    await typeCode('   ');

    expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(
      DISCOUNT_CODE_REQUIRED_MESSAGE,
    );
    expect(requestedUrls(api, '/api/check-code')).toEqual([]);
  });

  it('says the code could not be checked when the server fails, without applying it', async () => {
    await showCartAtCamden({ status: 503, body: { message: 'Unexpected error occurred' } });

    await typeCode('SAVE10');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveAccessibleDescription(
        DISCOUNT_CODE_NOT_CHECKED_MESSAGE,
      ),
    );
    expect(screen.queryByText('Discount code SAVE10')).not.toBeInTheDocument();
  });
});

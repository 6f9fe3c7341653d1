import { DISCOUNT_CODE_FAILURES } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { mockApi, requestedUrls, type ApiReply } from '@labshop/shared-contracts/testing';
import { createCartApi } from './cart-api';
import { EMPTY_CART } from './cart-storage';
import { CartStore } from './cart-store';
import { createCartItem, createPatient } from './testing/cart-test-data';
import { discountCodeRemovedMessage } from './discount-code';

const GRANTED = { body: { discount: 500, discount_code: 'SAVE5', kind: 'fixed', value: 500 } };
const NOT_APPLICABLE = {
  status: 422,
  body: {
    message: DISCOUNT_CODE_FAILURES.notApplicable,
    errors: { discount_code: [DISCOUNT_CODE_FAILURES.notApplicable] },
  },
};

function toasts(): EventPayload<'toast:show'>[] {
  const seen: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => seen.push(toast));
  return seen;
}

/** A cart without a location (no price calls) holding one £25 test, with SAVE5 applied. */
async function cartWithCode(answers: readonly ApiReply[]) {
  let call = 0;
  const api = mockApi({
    'POST /api/check-code': () => {
      const answer = answers[Math.min(call, answers.length - 1)] ?? GRANTED;
      call += 1;
      return answer;
    },
  });
  const cart = new CartStore({ api: createCartApi() });
  cart.add(createCartItem({ id: 'vit-d', price: 2500 }));
  const stop = cart.discountCode.watch();
  await cart.discountCode.apply('SAVE5');
  return { api, cart, stop };
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a discount code when the cart changes', () => {
  it('is removed with its reason, on the field and as a toast, when it stops applying to the tests', async () => {
    const seen = toasts();
    const { cart, stop } = await cartWithCode([GRANTED, NOT_APPLICABLE]);
    expect(cart.totalMinor).toBe(2000);

    cart.add(createCartItem({ id: 'tsh', name: 'TSH', price: 1500 }));
    await settle();

    const message = discountCodeRemovedMessage('SAVE5', DISCOUNT_CODE_FAILURES.notApplicable);
    expect(cart.discountCode.applied).toBeNull();
    expect(cart.discountCode.notice).toBe(message);
    expect(cart.totalMinor).toBe(4000);
    expect(seen).toContainEqual(expect.objectContaining({ type: 'warning', message }));
    stop();
  });

  it('takes the new amount the server grants for the changed cart', async () => {
    const { api, cart, stop } = await cartWithCode([
      GRANTED,
      { body: { discount: 800, discount_code: 'SAVE5', kind: 'fixed', value: 800 } },
    ]);

    cart.addPatient(createPatient());
    cart.add(createCartItem({ id: 'tsh', name: 'TSH', price: 1500 }));
    await settle();

    expect(cart.discountCode.applied).toEqual({ code: 'SAVE5', discountMinor: 800 });
    expect(cart.totalMinor).toBe(2500 + 1500 - 800);
    const last = api.mock.calls.at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toMatchObject({ examinations: ['vit-d', 'tsh'], nursingService: null });
    stop();
  });

  it('stays when the check itself fails, since the order is checked again when it is placed', async () => {
    const { cart, stop } = await cartWithCode([
      GRANTED,
      { status: 503, body: { message: 'Unexpected error occurred' } },
    ]);

    cart.add(createCartItem({ id: 'tsh', name: 'TSH', price: 1500 }));
    await settle();

    expect(cart.discountCode.applied).toEqual({ code: 'SAVE5', discountMinor: 500 });
    expect(cart.discountCode.notice).toBeNull();
    stop();
  });

  it('goes away without a call when the cart is emptied', async () => {
    const { api, cart, stop } = await cartWithCode([GRANTED]);
    const callsBefore = requestedUrls(api, '/api/check-code').length;

    cart.remove('vit-d');
    await settle();

    expect(cart.discountCode.applied).toBeNull();
    expect(cart.discountCode.notice).toBeNull();
    expect(requestedUrls(api, '/api/check-code')).toHaveLength(callsBefore);
    stop();
  });

  it('ignores the answer to an older check once the visitor removed the code', async () => {
    let answer: (reply: typeof GRANTED) => void = () => undefined;
    const cart = new CartStore({ api: createCartApi() });
    cart.add(createCartItem({ id: 'vit-d', price: 2500 }));
    cart.discountCode.restore({ code: 'SAVE5', discountMinor: 500 });
    globalThis.fetch = jest.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (reply) =>
            resolve({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(reply.body)) } as Response);
        }),
    );
    const pending = cart.discountCode.recheck();

    cart.discountCode.remove();
    answer(GRANTED);
    await pending;

    expect(cart.discountCode.applied).toBeNull();
  });

  it('is checked again when a cart kept from an earlier visit connects, and removed when it no longer applies', async () => {
    mockApi({ 'POST /api/check-code': NOT_APPLICABLE });
    const saved = {
      ...EMPTY_CART,
      temporaryItems: [createCartItem()],
      discountCode: { code: 'SAVE5', discountMinor: 500 },
    };
    const cart = new CartStore({ saved, api: createCartApi() });

    const stop = cart.discountCode.watch();
    await settle();

    expect(cart.discountCode.applied).toBeNull();
    expect(cart.discountCode.notice).toBe(discountCodeRemovedMessage('SAVE5', DISCOUNT_CODE_FAILURES.notApplicable));
    stop();
  });

  it('is kept with the saved cart, so it survives a reload', async () => {
    const { cart, stop } = await cartWithCode([GRANTED]);
    stop();

    const reloaded = new CartStore({ saved: cart.snapshot });

    expect(reloaded.discountCode.applied).toEqual({ code: 'SAVE5', discountMinor: 500 });
    expect(reloaded.totalMinor).toBe(2000);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DISCOUNT_CODE_FAILURES } from '@labshop/shared-contracts/core/api/check-code';
import { discountCodes } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { checkoutRequest } from '../orders/testing/checkout-factory';

const ALREADY_USED = {
  message: DISCOUNT_CODE_FAILURES.alreadyUsed,
  errors: { discount_code: [DISCOUNT_CODE_FAILURES.alreadyUsed] },
};

describe('a discount code’s limits under orders placed at the same moment', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function codeWith(limits: { maxUses?: number; perAccountLimit?: number }): Promise<string> {
    const code = `RUSH-${randomUUID().slice(0, 8).toUpperCase()}`;
    await testApp.db.insert(discountCodes).values({ code, kind: 'percentage', value: 10, ...limits });
    return code;
  }

  /** Every buyer sees the code's discount in the cart first; then they all order at once. */
  async function placedAtOnce(code: string, count: number, headers: Record<string, string> = {}) {
    const checkouts = await Promise.all(
      Array.from({ length: count }, () =>
        confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: code }), headers),
      ),
    );
    return Promise.all(
      checkouts.map((payload) => testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload })),
    );
  }

  type Answer = Awaited<ReturnType<typeof placedAtOnce>>[number];
  const statusesOf = (responses: Answer[]) => responses.map((response) => response.statusCode).sort();
  const refusalsOf = (responses: Answer[]) =>
    responses.filter((response) => response.statusCode !== 201).map((response) => response.json() as unknown);

  async function ordersWith(code: string): Promise<number> {
    const result = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where discount_code = ${code}`,
    );
    return result.rows[0]?.n ?? 0;
  }

  it('lets exactly 2 of 6 concurrent orders use a code of 2 uses, and tells the other 4 it is used', async () => {
    const code = await codeWith({ maxUses: 2 });

    const responses = await placedAtOnce(code, 6);

    expect(statusesOf(responses)).toEqual([201, 201, 422, 422, 422, 422]);
    expect(refusalsOf(responses)).toEqual([ALREADY_USED, ALREADY_USED, ALREADY_USED, ALREADY_USED]);
    expect(await ordersWith(code)).toBe(2);
  });

  it('lets one account place exactly 1 of 3 concurrent orders with a code limited to 1 per account', async () => {
    const code = await codeWith({ perAccountLimit: 1 });
    const buyer = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);

    const responses = await placedAtOnce(code, 3, buyer);

    expect(statusesOf(responses)).toEqual([201, 422, 422]);
    expect(refusalsOf(responses)).toEqual([ALREADY_USED, ALREADY_USED]);
    expect(await ordersWith(code)).toBe(1);
  });

  it('lets every concurrent order use a code without limits', async () => {
    const code = await codeWith({});

    const responses = await placedAtOnce(code, 4);

    expect(statusesOf(responses)).toEqual([201, 201, 201, 201]);
    expect(await ordersWith(code)).toBe(4);
  });
});

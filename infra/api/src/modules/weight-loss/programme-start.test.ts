import { sql } from 'drizzle-orm';
import { ActiveWeightLossProgramme, WEIGHT_LOSS_PATHS } from '@labshop/shared-contracts/core/api/weight-loss';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { accountBuyer } from '../orders/testing/account-buyer';
import { ESSENTIAL_PACKAGE, patientWithProgramme } from './testing/programme-buyer';

describe('buying a weight-loss package starts the programme once the order is paid', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function activeOf(auth: Record<string, string>) {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${WEIGHT_LOSS_PATHS.active}`,
      headers: auth,
    });
    return expectShape(response.json(), ActiveWeightLossProgramme).programme;
  }

  async function programmesOfOrder(orderId: string): Promise<number> {
    const rows = await testApp.db.execute<{ count: number }>(
      sql`select count(*)::int as count from weight_loss_programmes where order_id = ${orderId}`,
    );
    return rows.rows[0]?.count ?? 0;
  }

  it('starts exactly one programme for the patient however many paid callbacks arrive, at once or later', async () => {
    const { order, programme } = await patientWithProgramme(testApp, { callbacks: 10 });

    expect(programme).toMatchObject({
      product: 'essential',
      name: 'Essential weight-loss programme',
      patientName: 'Anna Kowalska',
      orderId: order.id,
      heightCm: null,
      targetWeightKg: null,
    });
    expect(await programmesOfOrder(order.id)).toBe(1);
  });

  it('starts nothing while the order is unpaid, nor for an order of ordinary tests', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);
    const buyer = accountBuyer(testApp, auth);
    const unpaid = await buyer.place({ items: [{ id: ESSENTIAL_PACKAGE, patients: ['p1'] }] });
    const ordinary = await buyer.place();
    await buyer.pay(ordinary.id);

    expect(await activeOf(auth)).toBeNull();
    expect(await programmesOfOrder(unpaid.id)).toBe(0);
  });

  it('asks a guest to sign in before showing a programme', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/${WEIGHT_LOSS_PATHS.active}` });
    expect(response.statusCode).toBe(401);
  });
});

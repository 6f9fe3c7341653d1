import {
  AdminDiscountCode,
  AdminDiscountCodeList,
  DISCOUNT_CODE_FORM_MESSAGES as MESSAGES,
  DiscountCodeOrders,
  STALE_EDIT_MESSAGE,
  type DiscountCodeForm,
} from '@labshop/shared-contracts/core/api/admin-discount-codes';
import { AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { createTestAccount, signedIn, signedInAs } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { createTestCategory } from '../../testing/factories';
import { CHECKOUT_TESTS, checkoutRequest } from '../orders/testing/checkout-factory';
import { confirmedByTheCart } from '../orders/testing/cart-quote';

const FORBIDDEN = { message: 'It cannot be done.' };

describe('discount codes in the back-office', () => {
  let testApp: TestApp;
  let admin: { authorization: string };
  let adminId: string;
  let made = 0;
  beforeAll(async () => {
    testApp = await createTestApp();
    const account = await createTestAccount(testApp.db, { roles: ['patient', 'admin'] });
    adminId = account.id;
    admin = await signedInAs(testApp.app, account.id, 'admin');
  });
  afterAll(() => testApp.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object = admin, payload?: object) =>
    testApp.app.inject({
      method,
      url: `/api/${url}`,
      headers: headers as Record<string, string>,
      ...(payload === undefined ? {} : { payload }),
    });

  function form(change: Partial<DiscountCodeForm> = {}): DiscountCodeForm {
    made += 1;
    return {
      code: `spring-${made}`,
      kind: 'percentage',
      value: 15,
      minimumOrderMinor: 5000,
      testIds: [],
      categoryIds: [],
      singleUse: false,
      maxUses: 100,
      perAccountLimit: 1,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2027-03-01T00:00:00.000Z',
      active: true,
      ...change,
    };
  }

  async function created(change: Partial<DiscountCodeForm> = {}) {
    const response = await call('POST', 'admin/discount-codes', admin, form(change));
    expect(response.statusCode).toBe(201);
    return expectShape(response.json(), AdminDiscountCode);
  }

  it('answers 401 to a guest and 403 ‘It cannot be done.’ to a patient, a doctor and an admin acting as patient', async () => {
    const code = await created();
    const doctor = await createTestAccount(testApp.db, { roles: ['patient', 'doctor'] });
    const callers = [
      await signedIn(testApp.app, (await createTestAccount(testApp.db)).id),
      await signedInAs(testApp.app, doctor.id, 'doctor'),
      await signedIn(testApp.app, adminId),
    ];
    const endpoints: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', 'admin/discount-codes'],
      ['POST', 'admin/discount-codes', form()],
      ['GET', `admin/discount-codes/${code.id}`],
      ['PUT', `admin/discount-codes/${code.id}`, { ...form(), version: code.version }],
      ['PUT', `admin/discount-codes/${code.id}/activity`, { active: false, version: code.version }],
      ['GET', `admin/discount-codes/${code.id}/orders`],
    ];
    for (const [method, url, body] of endpoints) {
      expect([url, (await call(method, url, {}, body)).statusCode]).toEqual([url, 401]);
      for (const headers of callers) {
        const refused = await call(method, url, headers, body);
        expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, FORBIDDEN]);
      }
    }
    // Nothing the refused callers sent was saved.
    const stored = expectShape((await call('GET', `admin/discount-codes/${code.id}`)).json(), AdminDiscountCode);
    expect([stored.version, stored.active]).toEqual([1, true]);
  });

  it('creates a code with every setting, lists it with its uses and audit-logs who created it', async () => {
    const category = await createTestCategory(testApp.db);
    const code = await created({ code: ' autumn-25 ', testIds: [CHECKOUT_TESTS.vitaminD], categoryIds: [category.id] });

    expect(code).toMatchObject({
      code: 'AUTUMN-25',
      kind: 'percentage',
      value: 15,
      minimumOrderMinor: 5000,
      testIds: [CHECKOUT_TESTS.vitaminD],
      categoryIds: [category.id],
      maxUses: 100,
      perAccountLimit: 1,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2027-03-01T00:00:00.000Z',
      active: true,
      version: 1,
      uses: { paid: 0, open: 0 },
    });
    const list = expectShape((await call('GET', 'admin/discount-codes')).json(), AdminDiscountCodeList);
    expect(list.codes.find((listed) => listed.id === code.id)?.code).toBe('AUTUMN-25');
    const audit = expectShape(
      (await call('GET', `admin/audit-log?recordType=discount_code&recordId=${code.id}`)).json(),
      AuditLogPage,
    );
    expect(audit.entries.map((entry) => [entry.action, entry.actor?.id, entry.before])).toEqual([
      ['discount_code_created', adminId, null],
    ]);
    expect(audit.entries[0]?.after).toMatchObject({ code: 'AUTUMN-25', value: 15 });
  });

  it('answers a 422 with a message on each field it cannot save', async () => {
    const taken = await created();
    const cases: [Partial<DiscountCodeForm>, Record<string, string[]>][] = [
      [{ code: ' ' }, { code: [MESSAGES.codeRequired] }],
      [{ code: 'no spaces please' }, { code: [MESSAGES.codeForm] }],
      [{ code: taken.code }, { code: [MESSAGES.codeTaken] }],
      [{ value: 101 }, { value: [MESSAGES.percent] }],
      [{ kind: 'fixed', value: 0 }, { value: [MESSAGES.amount] }],
      [
        { minimumOrderMinor: -1, maxUses: 0, perAccountLimit: 0 },
        {
          minimumOrderMinor: [MESSAGES.minimumOrder],
          maxUses: [MESSAGES.maxUses],
          perAccountLimit: [MESSAGES.perAccountLimit],
        },
      ],
      [{ startsAt: 'soon' }, { startsAt: [MESSAGES.moment] }],
      [{ endsAt: '2026-02-01T00:00:00.000Z' }, { endsAt: [MESSAGES.endsAfterStart] }],
      [{ testIds: ['00000000-0000-4000-8000-000000000000'] }, { testIds: [MESSAGES.unknownTest] }],
      [{ categoryIds: ['not-an-id'] }, { categoryIds: [MESSAGES.unknownCategory] }],
    ];
    for (const [change, errors] of cases) {
      const refused = await call('POST', 'admin/discount-codes', admin, form(change));
      expect([change, refused.statusCode, refused.json().errors]).toEqual([change, 422, errors]);
    }
  });

  it('edits a code from its latest version and refuses, with 409, an edit made from an older one', async () => {
    const code = await created({ value: 10 });
    const { id: _id, version, uses: _uses, createdAt: _c, updatedAt: _u, ...settings } = code;

    const first = await call('PUT', `admin/discount-codes/${code.id}`, admin, { ...settings, value: 20, version });
    expect(first.statusCode).toBe(200);
    expect(expectShape(first.json(), AdminDiscountCode)).toMatchObject({ value: 20, version: version + 1 });

    const second = await call('PUT', `admin/discount-codes/${code.id}`, admin, { ...settings, value: 30, version });
    expect([second.statusCode, second.json()]).toEqual([409, { message: STALE_EDIT_MESSAGE }]);
    const stored = expectShape((await call('GET', `admin/discount-codes/${code.id}`)).json(), AdminDiscountCode);
    expect(stored.value).toBe(20);

    const audit = expectShape(
      (await call('GET', `admin/audit-log?action=discount_code_changed&recordId=${code.id}`)).json(),
      AuditLogPage,
    );
    expect(audit.entries.map((entry) => [entry.before, entry.after])).toEqual([
      [expect.objectContaining({ value: 10, version: 1 }), expect.objectContaining({ value: 20, version: 2 })],
    ]);
  });

  it('deactivates and activates a code, and a deactivated code is refused at checkout', async () => {
    const code = await created({ minimumOrderMinor: 0, startsAt: null, endsAt: null });
    const off = await call('PUT', `admin/discount-codes/${code.id}/activity`, admin, { active: false, version: 1 });
    expect(expectShape(off.json(), AdminDiscountCode)).toMatchObject({ active: false, version: 2 });
    const stale = await call('PUT', `admin/discount-codes/${code.id}/activity`, admin, { active: true, version: 1 });
    expect(stale.statusCode).toBe(409);

    const checked = await call(
      'POST',
      'check-code',
      {},
      {
        discount_code: code.code,
        examinations: [CHECKOUT_TESTS.vitaminD],
        nursingService: null,
      },
    );
    expect(checked.statusCode).toBe(422);
    expect(checked.json().message).toBe('This discount code is no longer active.');

    const on = await call('PUT', `admin/discount-codes/${code.id}/activity`, admin, { active: true, version: 2 });
    expect(expectShape(on.json(), AdminDiscountCode).active).toBe(true);
    const audit = expectShape(
      (await call('GET', `admin/audit-log?recordType=discount_code&recordId=${code.id}`)).json(),
      AuditLogPage,
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      'discount_code_activated',
      'discount_code_deactivated',
      'discount_code_created',
    ]);
  });

  it('holds checkout to the code’s start and end, its number of uses and its categories', async () => {
    const check = async (code: string) => {
      const response = await call(
        'POST',
        'check-code',
        {},
        {
          discount_code: code,
          examinations: [CHECKOUT_TESTS.vitaminD],
          nursingService: null,
        },
      );
      return response.statusCode === 200 ? 'ok' : (response.json() as { message: string }).message;
    };
    const open = { minimumOrderMinor: 0, startsAt: null, endsAt: null, maxUses: null };
    const notYet = await created({ ...open, startsAt: '2099-01-01T00:00:00.000Z' });
    const over = await created({ ...open, startsAt: '2020-01-01T00:00:00.000Z', endsAt: '2021-01-01T00:00:00.000Z' });
    const otherCategory = await created({ ...open, categoryIds: [(await createTestCategory(testApp.db)).id] });
    const once = await created({ ...open, maxUses: 1 });
    expect([await check(notYet.code), await check(over.code), await check(otherCategory.code)]).toEqual([
      'This discount code is no longer active.',
      'This discount code is no longer active.',
      'This discount code does not apply to the selected tests.',
    ]);
    expect(await check(once.code)).toBe('ok');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: await confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: once.code })),
    });
    expect(await check(once.code)).toBe('This discount code has already been used.');
  });

  it('holds a signed-in buyer to the code’s per-account limit, at check-code and when ordering', async () => {
    const code = await created({
      minimumOrderMinor: 0,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      perAccountLimit: 1,
    });
    const buyer = await signedIn(testApp.app, (await createTestAccount(testApp.db)).id);
    const order = async () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer,
        payload: await confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: code.code })),
      });
    expect((await order()).statusCode).toBe(201);

    const checked = await call('POST', 'check-code', buyer, {
      discount_code: code.code,
      examinations: [CHECKOUT_TESTS.vitaminD],
      nursingService: null,
    });
    expect([checked.statusCode, checked.json().message]).toEqual([422, 'This discount code has already been used.']);
    const second = await order();
    expect([second.statusCode, second.json().message]).toEqual([422, 'This discount code has already been used.']);
    // Another buyer may still use it.
    const guest = await call(
      'POST',
      'check-code',
      {},
      {
        discount_code: code.code,
        examinations: [CHECKOUT_TESTS.vitaminD],
        nursingService: null,
      },
    );
    expect(guest.statusCode).toBe(200);
  });

  it('lists the orders placed with a code, and counts them as its uses', async () => {
    const code = await created({ minimumOrderMinor: 0, startsAt: null, endsAt: null });
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: await confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: code.code })),
    });
    const { order } = expectShape(placed.json(), PlaceOrderAnswer);

    const orders = expectShape(
      (await call('GET', `admin/discount-codes/${code.id}/orders`)).json(),
      DiscountCodeOrders,
    );
    expect(orders.orders.map((listed) => [listed.number, listed.status, listed.totalMinor])).toEqual([
      [order.number, order.status, order.totalMinor],
    ]);
    const listed = expectShape((await call('GET', `admin/discount-codes/${code.id}`)).json(), AdminDiscountCode);
    expect(listed.uses).toEqual({ paid: 0, open: 1 });
    expect((await call('GET', 'admin/discount-codes/00000000-0000-4000-8000-000000000000/orders')).statusCode).toBe(
      404,
    );
  });
});

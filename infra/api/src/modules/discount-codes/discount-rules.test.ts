import { evaluateDiscountCode, normaliseDiscountCode, type DiscountCodeRecord } from './discount-rules';

const code = (overrides: Partial<DiscountCodeRecord> = {}): DiscountCodeRecord => ({
  id: 'code',
  code: 'CODE',
  kind: 'percentage',
  value: 10,
  active: true,
  singleUse: false,
  usedAt: null,
  reservedByAnOrder: false,
  usedUp: false,
  perAccountLimit: null,
  limitedToCategories: false,
  minimumOrderMinor: 0,
  limitedToTestIds: [],
  ...overrides,
});

const basis = {
  itemCharges: [
    { testId: 'a', amountMinor: 3333 },
    { testId: 'b', amountMinor: 1000 },
  ],
  nursingFeeMinor: 1500,
};

describe('evaluateDiscountCode', () => {
  it.each([
    ['no code', null, { ok: false, reason: 'nonexistent' }],
    [
      'an inactive code, before anything else',
      code({ active: false, usedAt: new Date() }),
      { ok: false, reason: 'inactive' },
    ],
    ['a spent single-use code', code({ singleUse: true, usedAt: new Date() }), { ok: false, reason: 'alreadyUsed' }],
    [
      'a single-use code another open order holds',
      code({ singleUse: true, reservedByAnOrder: true }),
      { ok: false, reason: 'alreadyUsed' },
    ],
    ['a code whose N uses are all taken', code({ usedUp: true }), { ok: false, reason: 'alreadyUsed' }],
    [
      'a code for categories that hold no test',
      code({ limitedToCategories: true }),
      { ok: false, reason: 'notApplicable' },
    ],
    ['a code for other tests', code({ limitedToTestIds: ['z'] }), { ok: false, reason: 'notApplicable' }],
    [
      'an order below the minimum, fee included',
      code({ minimumOrderMinor: 5834 }),
      { ok: false, reason: 'minimumOrderNotMet' },
    ],
  ] as const)('refuses %s', (_name, record, expected) => {
    expect(evaluateDiscountCode(record, basis)).toEqual(expected);
  });

  it.each([
    ['a percentage of every test, rounded to the nearest minor unit', code({ value: 15 }), 650],
    ['a percentage of the tests it is limited to only', code({ value: 50, limitedToTestIds: ['b'] }), 500],
    ['a fixed amount', code({ kind: 'fixed', value: 2000 }), 2000],
    ['a fixed amount never above the order', code({ kind: 'fixed', value: 99_999 }), 5833],
    ['an order exactly at the minimum', code({ minimumOrderMinor: 5833, value: 1 }), 43],
  ] as const)('takes %s', (_name, record, discountMinor) => {
    expect(evaluateDiscountCode(record, basis)).toMatchObject({ ok: true, discountMinor });
  });

  it('matches codes without regard to case or surrounding spaces', () => {
    expect(normaliseDiscountCode('  welcome10 ')).toBe('WELCOME10');
  });
});

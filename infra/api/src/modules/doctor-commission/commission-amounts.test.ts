import { commissionsOf } from './commission-amounts';

const item = (testId: string, amountMinor: number) => ({ kind: 'item', amountMinor, testId });

describe('the commission worked out from what an order charged', () => {
  it('takes the doctor discount rounded up per line, then the doctor percent of what remains', () => {
    const [commission] = commissionsOf(
      [item('a', 8600), item('b', 4399), { kind: 'doctor-discount', amountMinor: -1300, testId: null }],
      [{ id: 'r1', commissionPercent: 10, discountPercent: 5, testIds: ['a', 'b'] }],
    );
    // 8600 − 430 and 4399 − 220 (219.95 rounded up): 12 349 paid, 10% of it 1 234.9.
    expect(commission).toEqual({ referralId: 'r1', testsCount: 2, paidMinor: 12_349, commissionMinor: 1235 });
  });

  it('spreads a discount code over everything it reduced, fees included, and counts each test for one referral', () => {
    const lines = [
      item('a', 6000),
      item('b', 3000),
      item('c', 1000),
      { kind: 'nursing-fee', amountMinor: 1000, testId: null },
      { kind: 'discount-code', amountMinor: -1100, testId: null },
    ];
    const commissions = commissionsOf(lines, [
      { id: 'r1', commissionPercent: 15, discountPercent: 0, testIds: ['a'] },
      { id: 'r2', commissionPercent: 15, discountPercent: 0, testIds: ['a', 'b'] },
    ]);
    // The code takes 10% of the 11 000 it reduced: 600 of test a, 300 of test b.
    expect(commissions).toEqual([
      { referralId: 'r1', testsCount: 1, paidMinor: 5400, commissionMinor: 810 },
      { referralId: 'r2', testsCount: 1, paidMinor: 2700, commissionMinor: 405 },
    ]);
  });

  it('earns nothing on the 0/15 option, and nothing when a code covered everything', () => {
    expect(
      commissionsOf([item('a', 1000)], [{ id: 'r', commissionPercent: 0, discountPercent: 15, testIds: ['a'] }])[0],
    ).toMatchObject({ paidMinor: 850, commissionMinor: 0 });
    expect(
      commissionsOf(
        [item('a', 1000), { kind: 'discount-code', amountMinor: -1000, testId: null }],
        [{ id: 'r', commissionPercent: 15, discountPercent: 0, testIds: ['a'] }],
      )[0],
    ).toMatchObject({ paidMinor: 0, commissionMinor: 0 });
  });
});

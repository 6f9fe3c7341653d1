import { visitServiceCharge } from './visit-services';

describe('visitServiceCharge', () => {
  it.each([
    [[], 1, 2500],
    [['p1'], 1, 2500],
    [['p1', 'p2', 'p3'], 3, 7500],
    [['p1', 'p1'], 1, 2500],
  ])('charges a visit for patients %p %i time(s): %i', (patients, quantity, amountMinor) => {
    expect(visitServiceCharge({ id: 'visit-1', price: 2500, patients })).toEqual({
      visitServiceId: 'visit-1',
      unitPriceMinor: 2500,
      quantity,
      amountMinor,
    });
  });

  it('refuses a price that is not whole minor units', () => {
    expect(() => visitServiceCharge({ id: 'visit-1', price: 25.5, patients: [] })).toThrow(RangeError);
  });
});

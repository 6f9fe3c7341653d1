import { printedBankAccount } from './invoice-pdf';

describe("the invoice's bank account", () => {
  it('prints a Polish account as a bank does, however the doctor typed it', () => {
    for (const typed of [
      '61109010140000071219812874',
      'pl61 1090-1014 0000 0712 1981 2874',
      'PL61 1090 1014 0000 0712 1981 2874',
    ]) {
      expect(printedBankAccount(typed)).toBe('PL61 1090 1014 0000 0712 1981 2874');
    }
  });

  it('prints an account that is no valid Polish one as it was given', () => {
    expect(printedBankAccount('DE89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

import fc from 'fast-check';
import { BANK_ACCOUNT_MESSAGES, normaliseBankAccount, validateBankAccount } from './iban';
import { positions, validNrb, withOneDigitChanged } from './valid-number-arbitraries';

describe('bank account numbers', () => {
  it.each([
    ['61109010140000071219812874'],
    ['PL61109010140000071219812874'],
    ['PL61 1090 1014 0000 0712 1981 2874'],
    ['61 1090 1014 0000 0712 1981 2874'],
    ['pl27114020040000300201355387'],
    ['60102010260000042270201111'],
  ])('accepts %s', (account) => {
    expect(validateBankAccount(account)).toBeNull();
  });

  it('stores the 26 digits of the Polish number', () => {
    expect(normaliseBankAccount('PL61 1090 1014 0000 0712 1981 2874')).toBe('61109010140000071219812874');
  });

  it.each([['61109010140000071219812875'], ['16109010140000071219812874'], ['PL61109010140000071219812784']])(
    'refuses %s, which fails the mod-97 check',
    (account) => {
      expect(validateBankAccount(account)).toBe('Enter a valid bank account number.');
    },
  );

  it.each([
    ['6110901014000007121981287'],
    ['611090101400000712198128744'],
    ['DE89370400440532013000'],
    ['PLPL61109010140000071219812874'],
  ])('asks for 26 digits when given %s', (account) => {
    expect(validateBankAccount(account)).toBe(BANK_ACCOUNT_MESSAGES.format);
  });

  it('asks for the number when it is empty', () => {
    expect(validateBankAccount('')).toBe(BANK_ACCOUNT_MESSAGES.required);
  });

  it('accepts every generated number, as an NRB or an IBAN', () => {
    fc.assert(
      fc.property(validNrb, (nrb) => {
        expect(validateBankAccount(nrb)).toBeNull();
        expect(validateBankAccount(`PL${nrb}`)).toBeNull();
      }),
    );
  });

  // A change of one digit by d at place k changes the number by d·10^k; 97 is prime and divides neither d nor 10^k.
  it('refuses a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        validNrb.chain((nrb) => withOneDigitChanged(nrb, positions(26))),
        (changed) => expect(validateBankAccount(changed)).toBe(BANK_ACCOUNT_MESSAGES.invalid),
      ),
    );
  });
});

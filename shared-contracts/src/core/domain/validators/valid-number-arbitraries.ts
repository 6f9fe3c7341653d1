/**
 * fast-check generators of valid identification numbers, for tests. Each computes its check digit here, from the
 * published algorithm, rather than through the rule under test, so a wrong rule cannot agree with itself.
 */
import fc from 'fast-check';

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const sumOfProducts = (values: number[], weights: number[]) =>
  weights.reduce((sum, w, i) => sum + w * (values[i] ?? 0), 0);
const digitsOf = (value: string) => [...value].map(Number);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

export interface GeneratedPesel {
  pesel: string;
  birthDate: string;
  sex: 'm' | 'f';
}

/** Any day of 1800-2299, the years a PESEL number can encode. */
const birthDateParts = fc
  .record({ year: fc.integer({ min: 1800, max: 2299 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.record({
      year: fc.constant(year),
      month: fc.constant(month),
      // Day 0 of the next month is the last day of this one.
      day: fc.integer({ min: 1, max: new Date(Date.UTC(year, month, 0)).getUTCDate() }),
    }),
  );

export const validPesel: fc.Arbitrary<GeneratedPesel> = fc
  .record({ date: birthDateParts, serial: digitString(3), sexDigit: fc.integer({ min: 0, max: 9 }) })
  .map(({ date, serial, sexDigit }) => {
    const monthOffset = { 18: 80, 19: 0, 20: 20, 21: 40, 22: 60 }[Math.floor(date.year / 100)] ?? NaN;
    const body = `${pad(date.year % 100, 2)}${pad(date.month + monthOffset, 2)}${pad(date.day, 2)}${serial}${sexDigit}`;
    const check = (10 - (sumOfProducts(digitsOf(body), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10;
    return {
      pesel: `${body}${check}`,
      birthDate: `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`,
      sex: sexDigit % 2 === 1 ? 'm' : 'f',
    };
  });

export const validNip: fc.Arbitrary<string> = digitString(9)
  .map((body) => ({ body, check: sumOfProducts(digitsOf(body), [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 }))
  .filter(({ check }) => check !== 10)
  .map(({ body, check }) => `${body}${check}`);

export const validPwz: fc.Arbitrary<string> = digitString(6)
  .map((body) => ({ body, check: sumOfProducts(digitsOf(body), [1, 2, 3, 4, 5, 6]) % 11 }))
  .filter(({ check }) => check !== 0 && check !== 10)
  .map(({ body, check }) => `${check}${body}`);

export const validIdCardNumber: fc.Arbitrary<string> = fc
  .record({
    series: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 3, maxLength: 3 }),
    digits: digitString(5),
  })
  .map(({ series, digits }) => {
    const values = [...[...series].map((letter) => letter.charCodeAt(0) - 55), ...digitsOf(digits)];
    return `${series}${sumOfProducts(values, [7, 3, 1, 7, 3, 1, 7, 3]) % 10}${digits}`;
  });

/** A Polish account number (NRB, 26 digits): two IBAN check digits, then 24 digits of bank and account. */
export const validNrb: fc.Arbitrary<string> = digitString(24).map((bban) => {
  const remainder = BigInt(`${bban}252100`) % 97n;
  return `${pad(98 - Number(remainder), 2)}${bban}`;
});

export const validPhone: fc.Arbitrary<string> = fc
  .record({ first: fc.integer({ min: 1, max: 9 }), rest: digitString(8) })
  .map(({ first, rest }) => `${first}${rest}`);

/** The value with one digit, at one of `positions`, replaced by a different digit. */
export function withOneDigitChanged(value: string, positions: readonly number[]): fc.Arbitrary<string> {
  return fc
    .record({ position: fc.constantFrom(...positions), step: fc.integer({ min: 1, max: 9 }) })
    .map(({ position, step }) => {
      const changed = (Number(value[position]) + step) % 10;
      return `${value.slice(0, position)}${changed}${value.slice(position + 1)}`;
    });
}

/** Every index of a string of `length` characters, or from `from` on. */
export function positions(length: number, from = 0): number[] {
  return Array.from({ length: length - from }, (_, index) => index + from);
}

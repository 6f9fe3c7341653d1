/**
 * A LOINC code as written ('2345-7'): up to seven digits, a dash and the check digit. The check digit (mod 10, as
 * LOINC defines it) catches a mistyped code; it cannot tell a real code from a wrong one, so a code is only worth
 * storing when its source is certain.
 */
export function isValidLoinc(code: string): boolean {
  const match = /^(\d{1,7})-(\d)$/.exec(code);
  if (!match) return false;
  const [, digits = '', check = ''] = match;
  return loincCheckDigit(digits) === Number(check);
}

function loincCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((character, index) => {
    let value = Number(character);
    if (index % 2 === 0) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  });
  return (10 - (sum % 10)) % 10;
}

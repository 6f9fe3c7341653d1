import { randomInt } from 'node:crypto';

/**
 * Valid Polish identity numbers for test registrations, built by their published rules. A birth date and sex leave
 * only 5,000 PESEL numbers, so random picks would soon repeat; each call takes the next one from a random start
 * instead, and a test file never meets 'already taken' by chance.
 */
let peselSequence = randomInt(0, 5000);

export function testPesel(birthDate: string, sex: 'm' | 'f'): string {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const monthOffset = year >= 2000 ? 20 : 0;
  peselSequence = (peselSequence + 1) % 5000;
  const serial = String(Math.floor(peselSequence / 5)).padStart(3, '0');
  const sexDigit = 2 * (peselSequence % 5) + (sex === 'm' ? 1 : 0);
  const body = `${String(year % 100).padStart(2, '0')}${String(month + monthOffset).padStart(2, '0')}${String(day).padStart(2, '0')}${serial}${sexDigit}`;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

let idCardSequence = randomInt(0, 100_000);

export function testIdCardNumber(): string {
  const letters = 'ABC';
  idCardSequence = (idCardSequence + 1) % 100_000;
  const digits = String(idCardSequence).padStart(5, '0');
  const weights = [7, 3, 1, 7, 3, 1, 7, 3];
  const values = [...letters].map((letter) => letter.charCodeAt(0) - 55).concat([...digits].map(Number));
  const sum = values.reduce((total, value, index) => total + value * (weights[index] ?? 0), 0);
  // The check digit's weight is 9, and 9 ≡ -1 (mod 10), so it equals the sum of the others modulo 10.
  return `${letters}${sum % 10}${digits}`;
}

export function testPwz(): string {
  for (;;) {
    const rest = Array.from({ length: 6 }, () => randomInt(0, 10));
    const check = rest.reduce((total, digit, index) => total + digit * (index + 1), 0) % 11;
    if (check !== 0 && check !== 10) return `${check}${rest.join('')}`;
  }
}

import { EMAIL_MESSAGES, normaliseEmail, validateEmail } from './email';

describe('email addresses', () => {
  it.each([
    ['anna@example.com'],
    ['anna.nowak+labs@mail.example.pl'],
    ['  anna@example.com  '],
    ["o'brien@example.co.uk"],
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it.each([
    ['anna'],
    ['anna@'],
    ['@example.com'],
    ['anna@localhost'],
    ['anna@@example.com'],
    ['anna @example.com'],
    ['anna@-example.com'],
    ['anna@example..com'],
    [`${'a'.repeat(65)}@example.com`],
    [`anna@${'d'.repeat(64)}.com`],
  ])('refuses %s', (email) => {
    expect(validateEmail(email)).toBe('Enter a valid email address.');
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = `${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.`;
    const local = 'a'.repeat(64);
    const at254 = `${local}@${domain}${'c'.repeat(254 - local.length - 1 - domain.length)}`;
    expect(at254).toHaveLength(254);
    expect(validateEmail(at254)).toBeNull();
    expect(validateEmail(`${at254}c`)).toBe(EMAIL_MESSAGES.tooLong);
  });

  it('asks for the address when it is empty', () => {
    expect(validateEmail('')).toBe(EMAIL_MESSAGES.required);
  });

  it('compares addresses trimmed and in lower case', () => {
    expect(normaliseEmail(' Anna.Nowak@Example.COM ')).toBe('anna.nowak@example.com');
  });
});

import { BIRTH_DATE_MESSAGES, ageOn, birthDateFromParts, validateBirthDate } from './birth-date';

const TODAY = '2025-06-15';

describe('dates of birth', () => {
  it.each([['1900-01-01'], ['1984-02-29'], ['2025-06-15'], ['2000-02-29']])('accepts %s', (date) => {
    expect(validateBirthDate(date, TODAY)).toBeNull();
  });

  it.each([['1899-12-31'], ['1800-05-05']])('refuses %s, before 1900', (date) => {
    expect(validateBirthDate(date, TODAY)).toBe('The date of birth cannot be earlier than 01/01/1900.');
  });

  it.each([['2025-06-16'], ['2100-01-01']])('refuses %s, in the future', (date) => {
    expect(validateBirthDate(date, TODAY)).toBe('The date of birth cannot be in the future.');
  });

  it.each([['1983-02-29'], ['1900-02-29'], ['1999-04-31'], ['1999-13-01'], ['15/06/1999'], ['1999-6-5']])(
    'refuses %s, which is no date',
    (date) => {
      expect(validateBirthDate(date, TODAY)).toBe(BIRTH_DATE_MESSAGES.invalid);
    },
  );

  it('asks for the date when it is empty', () => {
    expect(validateBirthDate('', TODAY)).toBe(BIRTH_DATE_MESSAGES.required);
  });

  it('builds the date from the day, month and year fields', () => {
    expect(birthDateFromParts({ day: '7', month: '03', year: '1985' })).toBe('1985-03-07');
    expect(birthDateFromParts({ day: 29, month: 2, year: 2024 })).toBe('2024-02-29');
    expect(birthDateFromParts({ day: 29, month: 2, year: 2023 })).toBeNull();
    expect(birthDateFromParts({ day: '', month: '3', year: '1985' })).toBeNull();
    expect(birthDateFromParts({ day: '1.5', month: '3', year: '1985' })).toBeNull();
  });
});

describe('age on a day', () => {
  it.each([
    ['2000-06-15', '2025-06-15', 25],
    ['2000-06-16', '2025-06-15', 24],
    ['2000-05-31', '2025-06-01', 25],
    ['2020-01-01', '2020-01-01', 0],
    ['2012-02-29', '2025-02-28', 12],
    ['2012-02-29', '2025-03-01', 13],
    ['2012-02-29', '2024-02-29', 12],
  ])('someone born %s is, on %s, %i years old', (birthDate, today, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });

  it('refuses a text that is not a date', () => {
    expect(() => ageOn('2000-02-30', '2025-01-01')).toThrow(RangeError);
  });
});

import { validateFirstName, validateLastName, validateName } from './names';

describe('names', () => {
  it.each([['Jo'], ['Anna'], ['Anne-Marie'], ["O'Brien"], ['Łucja'], ['  Al  '], ['x'.repeat(255)]])(
    'accepts %s',
    (name) => {
      expect(validateFirstName(name)).toBeNull();
    },
  );

  it('asks for the first and last name when they are empty', () => {
    expect(validateFirstName('')).toBe('Enter the first name.');
    expect(validateLastName('   ')).toBe('Enter the last name.');
  });

  it('refuses a name of one character, not counting spaces', () => {
    expect(validateFirstName(' A ')).toBe('The first name must have at least 2 characters.');
  });

  it('refuses a name over 255 characters', () => {
    expect(validateLastName('x'.repeat(256))).toBe('The last name must have at most 255 characters.');
  });

  it('names the field it checks', () => {
    expect(validateName('', 'name')).toBe('Enter the name.');
  });
});

import { optional, validateRequired } from './required';
import { validatePhone } from './phone';

describe('required fields', () => {
  it.each([[''], ['   '], [null], [undefined], [false], [[]]])('asks for a value when given %j', (value) => {
    expect(validateRequired(value, 'Street')).toBe('Street is required.');
  });

  it.each([['Main Street'], [true], [0], [['cardiology']]])('accepts %j', (value) => {
    expect(validateRequired(value, 'Street')).toBeNull();
  });

  it('lets an optional field stay empty but checks what is typed', () => {
    const validateOptionalPhone = optional(validatePhone);
    expect(validateOptionalPhone('')).toBeNull();
    expect(validateOptionalPhone(undefined)).toBeNull();
    expect(validateOptionalPhone('600 100 200')).toBeNull();
    expect(validateOptionalPhone('600')).toBe('The phone number must have 9 digits.');
  });
});

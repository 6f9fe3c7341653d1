import { enums, integer, object, optional, refine, string } from 'superstruct';
import { ValidationError } from './errors';
import { integerFromQuery, validateInput } from './validation';

const Query = object({
  name: string(),
  sort: optional(enums(['name', 'price'])),
  page: optional(integerFromQuery(refine(integer(), 'page', (page) => page >= 1 || 'must be 1 or more'))),
});

function fieldErrorsOf(value: unknown): Record<string, string[]> {
  try {
    validateInput(Query, value);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  throw new Error('expected the value to be refused');
}

describe('validateInput', () => {
  it('turns query-string numbers into numbers and drops unknown keys', () => {
    expect(validateInput(Query, { name: 'tsh', page: '2', _: '1700000000' })).toEqual({ name: 'tsh', page: 2 });
  });

  it('names each failing field with a message a person can read', () => {
    expect(fieldErrorsOf({ sort: 'cheapest', page: 'two' })).toEqual({
      name: ['is required'],
      sort: ['must be one of: name, price'],
      page: ['must be a whole number'],
    });
  });

  it("uses a refinement's own message", () => {
    expect(fieldErrorsOf({ name: 'tsh', page: '0' })).toEqual({ page: ['must be 1 or more'] });
  });

  it('refuses a NUL character in any field, which the database could not store', () => {
    expect(fieldErrorsOf({ name: 'ts\u0000h', tags: ['a', '\u0000'] })).toEqual({
      name: ['must not contain a NUL character'],
      'tags.1': ['must not contain a NUL character'],
    });
  });

  it('answers 422 with the default message', () => {
    expect(() => validateInput(Query, {})).toThrow(expect.objectContaining({ statusCode: 422 }));
  });
});

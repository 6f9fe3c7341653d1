import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  intersection,
  literal,
  nullable,
  number,
  object,
  optional,
  string,
  tuple,
  type,
  union,
} from 'superstruct';
import { oneOf } from '@labshop/shared-contracts/core';
import { toJsonSchema } from './json-schema';

describe('the JSON Schema of a shape', () => {
  it.each<[string, object, object]>([
    ['text', toJsonSchema(string()), { type: 'string' }],
    ['a whole number', toJsonSchema(integer()), { type: 'integer' }],
    ['a number', toJsonSchema(number()), { type: 'number' }],
    ['true or false', toJsonSchema(boolean()), { type: 'boolean' }],
    ['a text or nothing', toJsonSchema(nullable(string())), { anyOf: [{ type: 'string' }, { type: 'null' }] }],
    ['one exact value', toJsonSchema(literal('home_visit')), { const: 'home_visit' }],
    ['one of several values', toJsonSchema(enums(['patient', 'doctor'])), { enum: ['patient', 'doctor'] }],
    ['a list', toJsonSchema(array(integer())), { type: 'array', items: { type: 'integer' } }],
    [
      'a pair',
      toJsonSchema(tuple([string(), number()])),
      { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], minItems: 2, maxItems: 2 },
    ],
    [
      "either of the contracts' shapes, each listed",
      toJsonSchema(oneOf([string(), object({ page: integer() })])),
      {
        anyOf: [{ type: 'string' }, { type: 'object', properties: { page: { type: 'integer' } }, required: ['page'] }],
      },
    ],
    [
      'a bare union, whose members superstruct keeps',
      toJsonSchema(union([string(), integer()])),
      { description: 'one of several shapes' },
    ],
  ])('describes %s', (_name, described, expected) => {
    expect(described).toEqual(expected);
  });

  it('requires the keys an object must hold, and not those it may leave out or that have a default', () => {
    const shape = object({
      code: string(),
      note: optional(string()),
      page: defaulted(integer(), 1),
      address: nullable(object({ city: string() })),
    });

    expect(toJsonSchema(shape)).toEqual({
      type: 'object',
      properties: {
        code: { type: 'string' },
        note: { type: 'string' },
        page: { type: 'integer' },
        address: {
          anyOf: [{ type: 'object', properties: { city: { type: 'string' } }, required: ['city'] }, { type: 'null' }],
        },
      },
      required: ['code', 'address'],
    });
  });

  it('describes the joined keys of an intersection', () => {
    expect(toJsonSchema(intersection([object({ id: string() }), object({ n: optional(integer()) })]))).toEqual({
      type: 'object',
      properties: { id: { type: 'string' }, n: { type: 'integer' } },
      required: ['id'],
    });
  });

  it('describes a loose object (`type`) by its declared keys', () => {
    expect(toJsonSchema(type({ id: string() }))).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    });
  });
});

import { validate, type Struct } from 'superstruct';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as the API's description writes it. */
export type JsonSchema = { [keyword: string]: unknown };

/** A struct of any value: the converter reads only its kind and the parts it declares. */
type AnyStruct = Struct<unknown, unknown>;

/** Whether the struct takes a missing value, once coerced as the API coerces (a default counts as taking it). */
const takesMissing = (struct: AnyStruct): boolean => validate(undefined, struct, { coerce: true })[0] === undefined;
const takesNull = (struct: AnyStruct): boolean => validate(null, struct)[0] === undefined;

const SIMPLE_TYPES: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  integer: { type: 'integer' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
  any: {},
  unknown: {},
  never: { not: {} },
  map: { type: 'object' },
  set: { type: 'array', uniqueItems: true },
  record: { type: 'object' },
};

/**
 * The JSON Schema of a superstruct struct, for the API's description. It follows what a struct declares (kinds,
 * object keys and which of them may be left out, lists, tuples, literals, choices, unions, nullability); refinements
 * written as code (a length, a pattern, the shared validators) are checked by the API but are not visible here.
 */
export function toJsonSchema<T, S>(shape: Struct<T, S>): JsonSchema {
  const struct = shape as unknown as AnyStruct;
  const schema = withoutNull(struct);
  if (struct.type === 'any' || struct.type === 'unknown' || !takesNull(struct)) return schema;
  return { anyOf: [schema, { type: 'null' }] };
}

function withoutNull(struct: AnyStruct): JsonSchema {
  const declared = struct.schema;
  switch (struct.type) {
    case 'object':
    case 'type':
      return objectSchema(declared as Record<string, AnyStruct>);
    case 'array':
      return declared ? { type: 'array', items: toJsonSchema(declared as AnyStruct) } : { type: 'array' };
    case 'tuple': {
      // A tuple declares its members only through the parts it reads of a value: of an empty list, every member.
      const items = partsOf(struct, []).map(([, member]) => toJsonSchema(member));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    case 'literal':
      return { const: declared };
    case 'enums':
      return { enum: Object.values(declared as Record<string, unknown>) };
    case 'intersection':
      // Of an empty object, the keys every member declares (the shapes joined with `assign` or `intersection`).
      return objectSchema(Object.fromEntries(partsOf(struct, {}).map(([key, member]) => [String(key), member])));
    case 'union':
      // The contracts' `oneOf` keeps its members in the schema; a bare superstruct union keeps them to itself.
      return Array.isArray(declared)
        ? { anyOf: (declared as AnyStruct[]).map((member) => toJsonSchema(member)) }
        : { description: 'one of several shapes' };
    default:
      // A kind of its own (`define('uuid', …)`, a lazy struct) is described by its name; its check is code.
      return SIMPLE_TYPES[struct.type] ?? { description: `a value of kind ${struct.type}` };
  }
}

function partsOf(struct: AnyStruct, value: unknown): [string | number, AnyStruct][] {
  return [...struct.entries(value, { branch: [value], path: [] })].map(([key, , member]) => [key, member as AnyStruct]);
}

/** An object's keys; those it may leave out are not required. */
function objectSchema(keys: Record<string, AnyStruct>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, child] of Object.entries(keys)) {
    properties[key] = toJsonSchema(child);
    if (!takesMissing(child)) required.push(key);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

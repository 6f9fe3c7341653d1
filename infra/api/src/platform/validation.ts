import { coerce, string, validate, type Struct, type StructError } from 'superstruct';
import { ValidationError, type FieldErrors } from './errors';

/**
 * Checks a request part against a shape from shared-contracts, the same shape the front end is typed with.
 * Unknown keys are dropped rather than refused, so an extra query parameter (a cache buster) does no harm.
 */
export function validateInput<T, S>(struct: Struct<T, S>, value: unknown): T {
  const withNul = fieldsWithNul(value);
  if (withNul.length > 0) {
    throw new ValidationError(Object.fromEntries(withNul.map((field) => [field, [NUL_MESSAGE]])));
  }
  const [error, result] = validate(value, struct, { coerce: true, mask: true });
  if (error) throw new ValidationError(structErrorToFields(error));
  return result;
}

const NUL_MESSAGE = 'must not contain a NUL character';

/**
 * PostgreSQL refuses text holding a NUL character outright, so such a value would fail as a server error deep in a
 * query. No real input contains one: it is refused here, by field, before anything else looks at it.
 */
function fieldsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || '_'] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithNul(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => fieldsWithNul(item, [...path, key]));
  }
  return [];
}

/** Turns superstruct's failures into messages a person can read, one list per field. */
export function structErrorToFields(error: StructError): FieldErrors {
  const fields: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    const message = describeFailure(failure);
    const messages = (fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

interface FailureLike {
  type: string;
  value: unknown;
  refinement: string | undefined;
  message: string;
}

const TYPE_MESSAGES: Record<string, string> = {
  integer: 'must be a whole number',
  number: 'must be a number',
  string: 'must be text',
  boolean: 'must be true or false',
  object: 'must be an object',
  array: 'must be a list',
  date: 'must be a date',
  never: 'is not allowed',
};

function describeFailure(failure: FailureLike): string {
  // A refinement's own message already says what is wrong (we write those messages ourselves).
  if (failure.refinement !== undefined) return failure.message;
  if (failure.value === undefined) return 'is required';
  if (failure.type === 'enums' || failure.type === 'literal') return describeChoices(failure.message);
  return TYPE_MESSAGES[failure.type] ?? failure.message;
}

function describeChoices(message: string): string {
  // superstruct words it as: Expected one of `"a","b"`, but received: "c"
  const listed = /one of `(.*)`/.exec(message)?.[1];
  if (listed === undefined) return message;
  try {
    const choices: unknown = JSON.parse(`[${listed}]`);
    if (Array.isArray(choices)) return `must be one of: ${choices.join(', ')}`;
  } catch {
    // Not the wording we know: fall back to superstruct's own message.
  }
  return message;
}

/** A whole number written in a query string ('2'); anything else is passed on unchanged so it fails as itself. */
export function integerFromQuery<T>(struct: Struct<T, null>): Struct<T, null> {
  return coerce(struct, string(), (text) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text));
}

/** true or false written in a query string ('true', '1', 'false', '0'); anything else fails as itself. */
export function booleanFromQuery<T>(struct: Struct<T, null>): Struct<T, null> {
  return coerce(struct, string(), (text) => {
    const value = text.trim().toLowerCase();
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return text;
  });
}

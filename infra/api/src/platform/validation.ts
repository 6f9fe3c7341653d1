import { Struct, validate, type StructError } from 'superstruct';
import { ValidationError, type FieldErrors } from './errors';
import { fieldsWithBrokenText } from './input-text';

/** The largest whole number the database's integer columns hold; no id, page, count or amount goes past it. */
export const LARGEST_NUMBER = 2_147_483_647;
export const NUMBER_OUT_OF_RANGE = `must be a number from -${LARGEST_NUMBER + 1} to ${LARGEST_NUMBER}`;

/**
 * Checks a request part against a shape from shared-contracts, the same shape the front end is typed with.
 * Unknown keys are dropped rather than refused, so an extra query parameter (a cache buster) does no harm. Text no
 * real input holds (NUL, broken Unicode) and numbers past what the database's integers hold are refused by field
 * before anything else looks at them, so they are a 422 rather than a server error deep in a query.
 */
export function validateInput<T, S>(struct: Struct<T, S>, value: unknown): T {
  const broken = fieldsWithBrokenText(value);
  if (broken.length > 0) {
    throw new ValidationError(Object.fromEntries(broken.map(({ field, message }) => [field, [message]])));
  }
  const [error, result] = validate(value, struct, { coerce: true, mask: true });
  if (error) throw new ValidationError(structErrorToFields(error));
  const outOfRange = fieldsWithNumbersOutOfRange(struct, result);
  if (outOfRange.length > 0) {
    throw new ValidationError(Object.fromEntries(outOfRange.map((field) => [field, [NUMBER_OUT_OF_RANGE]])));
  }
  return result;
}

/** What of a superstruct shape the range check reads: its kind and the parts of a value it declares. */
interface ShapeNode {
  type: string;
  entries: (
    value: unknown,
    context: { branch: unknown[]; path: unknown[] },
  ) => Iterable<[string | number, unknown, ShapeNode]>;
}

/**
 * The fields the shape declares as numbers whose value is past what an integer column holds. Only declared numbers
 * count: a value the shape takes as it is (the saved cart's own state) is stored as JSON, whatever its numbers.
 */
function fieldsWithNumbersOutOfRange(struct: ShapeNode, value: unknown, path: string[] = []): string[] {
  if (struct.type === 'integer' || struct.type === 'number') {
    if (typeof value !== 'number') return [];
    const inRange = Number.isFinite(value) && value <= LARGEST_NUMBER && value >= -LARGEST_NUMBER - 1;
    return inRange ? [] : [path.join('.') || '_'];
  }
  return [...struct.entries(value, { branch: [value], path: [] })].flatMap(([key, child, childStruct]) =>
    fieldsWithNumbersOutOfRange(childStruct, child, [...path, String(key)]),
  );
}

/** Turns superstruct's failures into messages a person can read, one list per field. */
export function structErrorToFields(error: StructError): FieldErrors {
  // A Map, not an object: the caller names the fields, and one named 'constructor' must not find Object's own.
  const fields = new Map<string, string[]>();
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    const message = describeFailure(failure);
    const messages = fields.get(field) ?? [];
    if (!messages.includes(message)) fields.set(field, [...messages, message]);
  }
  return Object.fromEntries(fields);
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
  if (failure.refinement === 'min' || failure.refinement === 'max') return describeBound(failure.message);
  if (failure.refinement === 'size') return describeSize(failure.message);
  if (failure.refinement === 'pattern') return 'is not in the form expected here';
  // A refinement's own message already says what is wrong (we write those messages ourselves); superstruct's own
  // refinements speak its wording, which no person should read.
  if (failure.refinement !== undefined)
    return failure.message.startsWith('Expected ') ? 'is not valid here' : failure.message;
  if (failure.value === undefined) return 'is required';
  // A consent, terms or a confirmation box the form must have ticked: say so as the forms do.
  if (failure.type === 'literal' && failure.message.includes('`true`')) return 'This consent is required.';
  if (failure.type === 'enums' || failure.type === 'literal') return describeChoices(failure.message);
  // A shape of our own (a refine or a custom struct) without a message of ours: never superstruct's wording.
  return TYPE_MESSAGES[failure.type] ?? 'is not valid here';
}

/** superstruct's min and max say: Expected a integer less than or equal to 100 but received `101`. */
function describeBound(message: string): string {
  const bound = /(less|greater) than (or equal to )?(\S+) but/.exec(message);
  if (bound === null) return 'is outside the range allowed here';
  const [, side, inclusive, threshold] = bound;
  if (inclusive) return `must be at ${side === 'less' ? 'most' : 'least'} ${threshold}`;
  return `must be ${side === 'less' ? 'less' : 'more'} than ${threshold}`;
}

/** superstruct's size says: Expected a string with a length between `1` and `254` but received one with a length of `0`. */
function describeSize(message: string): string {
  const between = /length (?:between|of) `(\d+)`(?: and `(\d+)`)?/.exec(message);
  if (between === null) return 'is too short or too long';
  const [, min, max] = between;
  const unit = message.includes('string') ? 'characters' : 'items';
  if (max === undefined || max === min) return `must have exactly ${min} ${unit}`;
  if (min === '0') return `must have at most ${max} ${unit}`;
  return `must have from ${min} to ${max} ${unit}`;
}

function describeChoices(message: string): string {
  // superstruct words it as: Expected one of `"a","b"`, but received: "c"; a literal as: Expected the literal `"a"`
  const single = /the literal `(.*)`/.exec(message)?.[1];
  if (single !== undefined) return `must be ${single.replace(/^"|"$/g, '')}`;
  const listed = /one of `(.*)`/.exec(message)?.[1];
  if (listed === undefined) return 'is not one of the values allowed here';
  try {
    const choices: unknown = JSON.parse(`[${listed}]`);
    if (Array.isArray(choices)) return `must be one of: ${choices.join(', ')}`;
  } catch {
    // Not the wording we know: said plainly rather than in superstruct's words.
  }
  return 'is not one of the values allowed here';
}

/**
 * `struct`, reading a text with `convert` first: superstruct's coerce() with a string() condition, whose check is
 * asked as `typeof`. coerce() would ask it through superstruct's is(), which builds an error (stack trace and all)
 * for every value that is not text, such as each parameter a query leaves out, on every request.
 */
function convertingText<T>(struct: Struct<T, null>, convert: (text: string) => unknown): Struct<T, null> {
  return new Struct({
    ...struct,
    coercer: (value, context) => struct.coercer(typeof value === 'string' ? convert(value) : value, context),
  });
}

/** A whole number written in a query string ('2'); anything else is passed on unchanged so it fails as itself. */
export function integerFromQuery<T>(struct: Struct<T, null>): Struct<T, null> {
  return convertingText(struct, (text) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text));
}

/** true or false written in a query string ('true', '1', 'false', '0'); anything else fails as itself. */
export function booleanFromQuery<T>(struct: Struct<T, null>): Struct<T, null> {
  return convertingText(struct, (text) => {
    const value = text.trim().toLowerCase();
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return text;
  });
}

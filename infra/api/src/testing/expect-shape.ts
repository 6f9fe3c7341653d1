import { validate, type Struct } from 'superstruct';

/** Fails with the first mismatch when an answer does not have the shape the front end is typed with. */
export function expectShape<T, S>(value: unknown, shape: Struct<T, S>): T {
  const [error, checked] = validate(value, shape);
  if (error) {
    const where = error.path.length > 0 ? error.path.join('.') : 'the answer';
    throw new Error(`The answer does not match its shape at ${where}: ${error.message}`);
  }
  return checked;
}

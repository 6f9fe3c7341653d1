/** What a caller is told about text that no real input holds. */
export const NUL_MESSAGE = 'must not contain a NUL character';
export const BROKEN_UNICODE_MESSAGE = 'must be valid Unicode text (it holds half of a surrogate pair)';
export const BROKEN_FIELD_NAME_MESSAGE = 'must not have a field name with a NUL character or broken Unicode text';

/** Half of a UTF-16 surrogate pair standing alone: it encodes no character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text no real input holds, in the words of a field message; null when nothing is. */
export function problemWith(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? BROKEN_UNICODE_MESSAGE : null;
}

export interface BrokenField {
  /** The field's path ('patients.0.firstName'), '_' for the whole input. */
  field: string;
  message: string;
}

/**
 * The fields of an input holding text PostgreSQL would refuse or corrupt: a NUL character (refused in text and
 * JSON) or an unpaired surrogate (refused in JSON, silently replaced in text), in a value or in a field's name.
 * Found before any query, each is the caller's mistake on that field rather than a server error deep in a query.
 */
export function fieldsWithBrokenText(value: unknown, path: readonly string[] = []): BrokenField[] {
  const field = path.join('.') || '_';
  if (typeof value === 'string') {
    const message = problemWith(value);
    return message === null ? [] : [{ field, message }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithBrokenText(item, [...path, String(index)]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    problemWith(key) === null
      ? fieldsWithBrokenText(item, [...path, key])
      : [{ field, message: BROKEN_FIELD_NAME_MESSAGE }],
  );
}

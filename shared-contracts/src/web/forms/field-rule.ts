import { define, refine, type Struct } from 'superstruct';
import type { FieldError } from '@labshop/shared-contracts/core';

/** Anything at all: the rule refined onto it decides, so an empty field still reaches the rule and gets its message. */
function anyValue<T>(): Struct<T, null> {
  return define<T>('form value', () => true);
}

/**
 * A text field checked by a shared validator: the message under the field is the rule's own message, the same the
 * API answers with. A field the person never typed in reaches the rule as ''.
 */
export function textRule(check: (value: string) => FieldError): Struct<string | undefined, null> {
  return refine(
    anyValue<string | undefined>(),
    'field rule',
    (value) => check(typeof value === 'string' ? value : '') ?? true,
  );
}

/** Any other field (a consent's tick, a choice, a date in parts) checked by a rule that answers its message or null. */
export function valueRule<T>(check: (value: T | undefined) => FieldError): Struct<T | undefined, null> {
  return refine(anyValue<T | undefined>(), 'field rule', (value) => check(value) ?? true);
}

/** A field with no rule: its value is taken as it is. */
export function anyField<T = string>(): Struct<T | undefined, null> {
  return anyValue<T | undefined>();
}

/**
 * A rule that reads several fields (a PESEL number agreeing with the birth date and sex typed beside it, a repeated
 * password): the values pass through it once each field's own rule has run, and its message goes on `field`.
 */
export function withFieldRule<T, S, V = T>(
  struct: Struct<T, S>,
  field: string,
  check: (values: V) => FieldError,
): Struct<T, S> {
  return refine(struct, field, (values, context) => {
    // The form holds more than the struct declares (a 'no PESEL number' tick), and the rule may read it.
    const message = check(values as unknown as V);
    return message === null ? true : { path: [...context.path, ...field.split('.')], message };
  });
}

/**
 * A shared rule that checks a whole form at once and answers its messages by field (the workforce enquiry's rules,
 * which the API runs as they are): each message goes on its field.
 */
export function withFieldRules<T, S>(
  struct: Struct<T, S>,
  check: (values: T) => Readonly<Partial<Record<string, string>>>,
): Struct<T, S> {
  return refine(struct, 'field rules', (values, context) =>
    Object.entries(check(values)).flatMap(([field, message]) =>
      message === undefined ? [] : [{ path: [...context.path, ...field.split('.')], message }],
    ),
  );
}

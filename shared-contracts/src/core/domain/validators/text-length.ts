import type { FieldError } from './field-error';

/** Characters as a person counts them (and PostgreSQL does): an emoji is one, not two UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export interface TextLengthRule {
  /** How the message names the field, in lower case: 'subject', 'first name'. */
  label: string;
  min: number;
  max: number;
}

/** A required text whose length, without surrounding spaces, lies within the rule's bounds. */
export function validateTextLength(value: string, { label, min, max }: TextLengthRule): FieldError {
  const length = characterCount(value.trim());
  if (length === 0) return `Enter the ${label}.`;
  if (length < min) return `The ${label} must have at least ${min} characters.`;
  if (length > max) return `The ${label} must have at most ${max} characters.`;
  return null;
}

/** What a field rule answers: `null` when the value is acceptable, otherwise the message to show next to the field. */
export type FieldError = string | null;

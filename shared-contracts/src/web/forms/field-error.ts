interface FieldMeta {
  touched?: boolean;
  error?: unknown;
  submitError?: unknown;
  dirtySinceLastSubmit?: boolean;
}

/**
 * What a field says under it: nothing until the person has left it (or tried to submit), then its own rule's message
 * first, and the API's message for it until the person edits the field again.
 */
export function fieldError(meta: FieldMeta): string | undefined {
  if (!meta.touched) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}

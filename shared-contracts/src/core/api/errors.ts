import { array, object, optional, record, string, type Infer } from 'superstruct';

/** Every failed API answer has this body: a message and, for validation, messages per field. */
export const ErrorBody = object({
  message: string(),
  errors: optional(record(string(), array(string()))),
});
export type ErrorBody = Infer<typeof ErrorBody>;

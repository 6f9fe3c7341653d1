import type { FieldError } from './field-error';
import { MAX_EXTRA_PATIENTS } from './limits';

export const EXTRA_PATIENTS_MESSAGE = `You can add at most ${MAX_EXTRA_PATIENTS} other patients.`;

/** Whether one more patient may join an account that already has `existingCount` besides its owner. */
export function validateExtraPatientLimit(existingCount: number): FieldError {
  return existingCount < MAX_EXTRA_PATIENTS ? null : EXTRA_PATIENTS_MESSAGE;
}

import type { FieldError } from './field-error';
import { validateEmail } from './email';
import { validateName } from './names';
import { validatePhone } from './phone';
import { validateMessage, validateSubject } from './text-lengths';
import { validateTextLength } from './text-length';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './limits';

/** What an employer writes on the workforce offer's enquiry form; the phone is optional. */
export interface WorkforceEnquiryFields {
  name: string;
  email: string;
  phone?: string | null | undefined;
  companyName: string;
  subject: string;
  message: string;
}

export type WorkforceEnquiryField = keyof WorkforceEnquiryFields;

/**
 * The field rules of the enquiry form, by field, only for the fields that break one. The page and the API run this
 * same function, so the form refuses exactly what the API would.
 */
export function workforceEnquiryErrors(form: WorkforceEnquiryFields): Partial<Record<WorkforceEnquiryField, string>> {
  const phone = form.phone?.trim() ?? '';
  const rules: Record<WorkforceEnquiryField, FieldError> = {
    name: validateName(form.name),
    email: validateEmail(form.email),
    phone: phone === '' ? null : validatePhone(phone),
    companyName: validateTextLength(form.companyName, {
      label: 'company name',
      min: NAME_MIN_LENGTH,
      max: NAME_MAX_LENGTH,
    }),
    subject: validateSubject(form.subject),
    message: validateMessage(form.message),
  };
  const errors: Partial<Record<WorkforceEnquiryField, string>> = {};
  for (const [field, message] of Object.entries(rules) as [WorkforceEnquiryField, FieldError][]) {
    if (message !== null) errors[field] = message;
  }
  return errors;
}

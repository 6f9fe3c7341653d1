import {
  normaliseEmail,
  validateEmail,
  validateMessage,
  validateName,
  validatePhone,
  validateSubject,
  validateTextLength,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  type FieldError,
} from '@labshop/shared-contracts';
import type { WorkforceEnquiryRequest } from '@labshop/shared-contracts/api/offers';
import { ValidationError } from '../../platform/errors';

/** An enquiry as it is stored: trimmed, the e-mail lower-cased, no phone when none was given. */
export interface WorkforceEnquiry {
  name: string;
  email: string;
  phone: string | null;
  companyName: string;
  subject: string;
  message: string;
}

/** Spec §5 rules of the contact form, the same shared validators the page runs; 422 by field when any fails. */
export function checkWorkforceEnquiry(form: WorkforceEnquiryRequest): WorkforceEnquiry {
  const phone = form.phone?.trim() ? form.phone.trim() : null;
  const rules: Record<string, FieldError> = {
    name: validateName(form.name),
    email: validateEmail(form.email),
    phone: phone === null ? null : validatePhone(phone),
    companyName: validateTextLength(form.companyName, {
      label: 'company name',
      min: NAME_MIN_LENGTH,
      max: NAME_MAX_LENGTH,
    }),
    subject: validateSubject(form.subject),
    message: validateMessage(form.message),
  };
  const errors = Object.fromEntries(
    Object.entries(rules).flatMap(([field, message]) => (message === null ? [] : [[field, [message]]])),
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    name: form.name.trim(),
    email: normaliseEmail(form.email),
    phone,
    companyName: form.companyName.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}

import { normaliseEmail, normalisePhone, workforceEnquiryErrors } from '@labshop/shared-contracts/core';
import type { WorkforceEnquiryRequest } from '@labshop/shared-contracts/core/api/offers';
import { ValidationError } from '../../platform/errors';

/** An enquiry as it is stored: trimmed, the e-mail lower-cased, the phone as its nine digits or none. */
export interface WorkforceEnquiry {
  name: string;
  email: string;
  phone: string | null;
  companyName: string;
  subject: string;
  message: string;
}

/** The field rules of the enquiry form, the same shared rules the page runs; 422 by field when any fails. */
export function checkWorkforceEnquiry(form: WorkforceEnquiryRequest): WorkforceEnquiry {
  const phone = form.phone?.trim() ? normalisePhone(form.phone) : null;
  const errors = Object.fromEntries(
    Object.entries(workforceEnquiryErrors(form)).map(([field, message]) => [field, [message]]),
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

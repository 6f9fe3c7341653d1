import { contactMessageErrors, normaliseEmail, normalisePhone } from '@labshop/shared-contracts/core';
import type { ContactRequest } from '@labshop/shared-contracts/core/api/contact';
import { COMPLAINT_WORKING_DAYS } from '@labshop/shared-contracts/core/api/contact';
import { ValidationError } from '../../platform/errors';
import type { NewContactMessage } from './store/messages';

/** The message as it is kept: trimmed, the e-mail lower-cased, the phone as its nine digits; 422 by field. */
export function checkContactMessage(form: ContactRequest, receivedAt: Date): NewContactMessage {
  const errors = Object.fromEntries(
    Object.entries(contactMessageErrors(form)).map(([field, message]) => [field, [message]]),
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    kind: form.kind,
    name: form.name.trim(),
    email: normaliseEmail(form.email),
    phone: normalisePhone(form.phone),
    company: form.company?.trim() || null,
    message: form.message.trim(),
    sharingConsent: form.sharingConsent,
    privacyConsent: form.privacyConsent,
    receivedAt,
  };
}

/** The number the sender quotes: C-2026-000042 (year received, then the message's number). */
export function referenceOf(message: { number: number; receivedAt: Date }): string {
  return `C-${message.receivedAt.getUTCFullYear()}-${String(message.number).padStart(6, '0')}`;
}

/** What the sender reads once the message is stored, on the page and in the confirmation. */
export function promiseFor(kind: 'question' | 'complaint', reference: string): string {
  return kind === 'complaint'
    ? `Thank you. We have received your complaint ${reference} and will answer it within ${COMPLAINT_WORKING_DAYS} working days.`
    : `Thank you. Your message ${reference} has been sent; we usually reply within 2 working days.`;
}

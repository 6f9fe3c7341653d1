import type { FieldError } from './field-error';
import { validateEmail } from './email';
import { validateName } from './names';
import { validatePhone } from './phone';
import { validateMessage } from './text-lengths';
import { validateTextLength } from './text-length';
import { NAME_MAX_LENGTH } from './limits';

/** What a visitor writes on the contact form (spec §3 Contact form); the company name is optional. */
export interface ContactMessageFields {
  name: string;
  email: string;
  phone: string;
  company?: string | null | undefined;
  message: string;
  sharingConsent: boolean;
  privacyConsent: boolean;
}

export type ContactMessageField = keyof ContactMessageFields;

export const CONSENT_REQUIRED = 'This consent is required.';

/**
 * The contact form's field rules, by field, only for the fields that break one (spec §5: names 2-255, a valid
 * e-mail of at most 254 characters, a phone of 9 digits, message 3-1000, both consents given). The API runs it.
 */
export function contactMessageErrors(form: ContactMessageFields): Partial<Record<ContactMessageField, string>> {
  const company = form.company?.trim() ?? '';
  const rules: Record<ContactMessageField, FieldError> = {
    name: validateName(form.name),
    email: validateEmail(form.email),
    phone: validatePhone(form.phone),
    company:
      company === '' ? null : validateTextLength(company, { label: 'company name', min: 1, max: NAME_MAX_LENGTH }),
    message: validateMessage(form.message),
    sharingConsent: form.sharingConsent === true ? null : CONSENT_REQUIRED,
    privacyConsent: form.privacyConsent === true ? null : CONSENT_REQUIRED,
  };
  const errors: Partial<Record<ContactMessageField, string>> = {};
  for (const [field, message] of Object.entries(rules) as [ContactMessageField, FieldError][]) {
    if (message !== null) errors[field] = message;
  }
  return errors;
}

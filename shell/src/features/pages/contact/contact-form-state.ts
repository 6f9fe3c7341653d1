import { enums, type } from 'superstruct';
import {
  ApiError,
  CONTACT_KINDS,
  ContactAnswer,
  normalisePhone,
  validatePhone,
  type ContactKind,
  type ContactRequest,
} from '@labshop/shared-contracts/core';
import { textRule, validateWith, valueRule } from '@labshop/shared-contracts/web/forms';
import { consentProblem, emailProblem, messageProblem, nameProblem } from '../../../lib/form-rules';

/** The contact form: name, business email, phone, company name, message, sharing and privacy consents. */
export interface ContactForm {
  /** A question or a complaint (answered within 10 working days). */
  kind: ContactKind;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  sharingConsent: boolean;
  privacyConsent: boolean;
  /** The solved captcha challenge; the kit's check fills it in by itself. */
  captcha?: string | undefined;
}

export type ContactProblems = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = {
  kind: 'question',
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  sharingConsent: false,
  privacyConsent: false,
};

/** The contact form's rules, in the order the fields appear. */
export const ContactStruct = type({
  kind: enums(CONTACT_KINDS),
  name: textRule(nameProblem),
  email: textRule(emailProblem),
  phone: textRule(validatePhone),
  company: textRule((company) => (company.length > 255 ? 'Company name must be at most 255 characters' : null)),
  message: textRule(messageProblem),
  sharingConsent: valueRule<boolean>((given) => consentProblem(given === true)),
  privacyConsent: valueRule<boolean>((given) => consentProblem(given === true)),
});

/** The field problems of a filled form, by field. */
export function contactProblems(form: Partial<ContactForm>): ContactProblems {
  return validateWith(ContactStruct)(form) as ContactProblems;
}

/** The form as typed, a field emptied again read as empty text. */
export function completeContactForm(values: Partial<ContactForm>): ContactForm {
  return {
    kind: values.kind ?? 'question',
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    company: values.company ?? '',
    message: values.message ?? '',
    sharingConsent: values.sharingConsent ?? false,
    privacyConsent: values.privacyConsent ?? false,
    captcha: values.captcha,
  };
}

/** The fields the page shows, where the API's field messages are said. */
export const CONTACT_FIELDS = [
  'kind',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'sharingConsent',
  'privacyConsent',
  'captcha',
] as const;

export const CONTACT_FAILURE = 'An error occurred. The message could not be sent.';

/** POST /api/contact: the stored message's reference and what happens next; a refusal raises as an ApiError. */
export async function sendContactMessage(form: ContactForm, fetchJson: typeof fetch = fetch): Promise<ContactAnswer> {
  const body: ContactRequest = {
    ...form,
    phone: normalisePhone(form.phone),
    company: form.company.trim() || null,
  };
  const response = await fetchJson('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, data);
  return ContactAnswer.create(data);
}

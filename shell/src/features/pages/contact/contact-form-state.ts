import { normalisePhone, validatePhone } from '@labshop/shared-contracts/core';
import { consentProblem, emailProblem, messageProblem, nameProblem } from '../../../lib/form-rules';

/** The contact form: name, business email, phone, company name, message, sharing and privacy consents. */
export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  sharingConsent: boolean;
  privacyConsent: boolean;
}

export type ContactProblems = Partial<Record<keyof ContactForm, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  phone: '',
  company: '',
  message: '',
  sharingConsent: false,
  privacyConsent: false,
};

/** The field problems of a filled form, in the order the fields appear. */
export function contactProblems(form: ContactForm): ContactProblems {
  const found: ContactProblems = {
    name: nameProblem(form.name) ?? undefined,
    email: emailProblem(form.email) ?? undefined,
    phone: validatePhone(form.phone) ?? undefined,
    company: form.company.length > 255 ? 'Company name must be at most 255 characters' : undefined,
    message: messageProblem(form.message) ?? undefined,
    sharingConsent: consentProblem(form.sharingConsent) ?? undefined,
    privacyConsent: consentProblem(form.privacyConsent) ?? undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as ContactProblems;
}

export const CONTACT_FAILURE = 'An error occurred. The message could not be sent.';

/** POST /api/contact; any failure raises. */
export async function sendContactMessage(form: ContactForm, fetchJson: typeof fetch = fetch): Promise<void> {
  const response = await fetchJson('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ ...form, phone: normalisePhone(form.phone), company: form.company.trim() || null }),
  });
  if (!response.ok) throw new Error(`Contact message answered ${response.status}`);
}

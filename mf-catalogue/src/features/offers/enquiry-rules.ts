import { type } from 'superstruct';
import { workforceEnquiryErrors } from '@labshop/shared-contracts/core';
import { anyField, valueRule, withFieldRules } from '@labshop/shared-contracts/web/forms';

export interface EnquiryForm {
  name?: string;
  email?: string;
  phone?: string;
  companyName?: string;
  subject?: string;
  message?: string;
  privacyConsent?: boolean;
  /** The solved captcha; the page's check fills it in by itself. */
  captcha?: string;
}

/** The fields the page shows the API's messages on. */
export const ENQUIRY_FIELDS = [
  'name',
  'email',
  'phone',
  'companyName',
  'subject',
  'message',
  'privacyConsent',
  'captcha',
];

export const PRIVACY_CONSENT_REQUIRED = 'Agree to the privacy policy to send the message.';

/** The field rules, the same shared rules the API runs, so the form refuses what the API would. */
export const EnquiryStruct = withFieldRules(
  type({
    name: anyField(),
    email: anyField(),
    phone: anyField(),
    companyName: anyField(),
    subject: anyField(),
    message: anyField(),
    privacyConsent: valueRule<boolean>((ticked) => (ticked ? null : PRIVACY_CONSENT_REQUIRED)),
  }),
  (form) =>
    workforceEnquiryErrors({
      name: form.name ?? '',
      email: form.email ?? '',
      phone: form.phone ?? '',
      companyName: form.companyName ?? '',
      subject: form.subject ?? '',
      message: form.message ?? '',
    }),
);

import {
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

export interface EnquiryForm {
  name: string;
  email: string;
  phone: string;
  companyName: string;
  subject: string;
  message: string;
  privacyConsent: boolean;
}

export type EnquiryErrors = Partial<Record<keyof EnquiryForm, string>>;

export const EMPTY_ENQUIRY: EnquiryForm = {
  name: '',
  email: '',
  phone: '',
  companyName: '',
  subject: '',
  message: '',
  privacyConsent: false,
};

export const PRIVACY_CONSENT_REQUIRED = 'Agree to the privacy policy to send the message.';

/** Spec §5 rules, the same shared validators the API runs, so the form refuses what the API would. */
export function enquiryErrors(form: EnquiryForm): EnquiryErrors {
  const rules: Record<keyof EnquiryForm, FieldError> = {
    name: validateName(form.name),
    email: validateEmail(form.email),
    phone: form.phone.trim() === '' ? null : validatePhone(form.phone),
    companyName: validateTextLength(form.companyName, {
      label: 'company name',
      min: NAME_MIN_LENGTH,
      max: NAME_MAX_LENGTH,
    }),
    subject: validateSubject(form.subject),
    message: validateMessage(form.message),
    privacyConsent: form.privacyConsent ? null : PRIVACY_CONSENT_REQUIRED,
  };
  return Object.fromEntries(Object.entries(rules).filter(([, message]) => message !== null)) as EnquiryErrors;
}

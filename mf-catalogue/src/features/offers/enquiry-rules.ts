import { workforceEnquiryErrors } from '@labshop/shared-contracts/core';

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

/** The field rules, the same shared rules the API runs, so the form refuses what the API would. */
export function enquiryErrors(form: EnquiryForm): EnquiryErrors {
  return {
    ...workforceEnquiryErrors(form),
    ...(form.privacyConsent ? {} : { privacyConsent: PRIVACY_CONSENT_REQUIRED }),
  };
}

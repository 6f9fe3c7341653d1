import { useId, useState } from 'react';
import { getApiClient } from '@labshop/shared-contracts/web';
import {
  MESSAGE_SEND_FAILURE,
  normalisePhone,
  WorkforceEnquiryAnswer,
  type WorkforceEnquiryRequest,
} from '@labshop/shared-contracts/core';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  FormCaptcha,
  FormCheckbox,
  formMessages,
  FormPhoneField,
  FormTextAreaField,
  FormTextField,
  submitErrorsFrom,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { Button, PHONE_HINT } from '@labshop/shared-contracts/web/ui';
import { ENQUIRY_FIELDS, EnquiryStruct, type EnquiryForm } from './enquiry-rules';
import styles from './offers.module.css';

export function sendEnquiry(form: EnquiryForm): Promise<WorkforceEnquiryAnswer> {
  const text = (value?: string) => (value ?? '').trim();
  const body: WorkforceEnquiryRequest = {
    name: text(form.name),
    email: text(form.email),
    companyName: text(form.companyName),
    subject: text(form.subject),
    message: text(form.message),
    privacyConsent: true,
    ...(form.captcha ? { captcha: form.captcha } : {}),
    ...(text(form.phone) ? { phone: normalisePhone(form.phone ?? '') } : {}),
  };
  return getApiClient().request('offers/workforce-enquiries', { method: 'POST', body, answer: WorkforceEnquiryAnswer });
}

const validateEnquiry = validateWith(EnquiryStruct);

/** An employer writes to the sales team; the product's send-failure text when the message does not get through. */
export function WorkforceEnquiryForm() {
  const titleId = useId();
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (form: EnquiryForm) => {
    try {
      const answer = await sendEnquiry(form);
      setSent(answer.message);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { failure: MESSAGE_SEND_FAILURE, fields: ENQUIRY_FIELDS });
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.enquiry}>
      <h2 id={titleId}>Talk to us about your company</h2>
      {sent !== null ? (
        <p role="status" className={styles.sent}>
          {sent}
        </p>
      ) : (
        <Form<EnquiryForm>
          validate={validateEnquiry}
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate className={styles.form}>
              <FocusFirstInvalid />
              <FormTextField name="name" label="Your name" autoComplete="name" required />
              <FormTextField name="email" label="Business email" type="email" autoComplete="email" required />
              <FormPhoneField name="phone" label="Phone" hint={`Optional. ${PHONE_HINT}`} />
              <FormTextField name="companyName" label="Company name" autoComplete="organization" required />
              <FormTextField name="subject" label="Subject" required hint="3 to 255 characters" />
              <FormTextAreaField name="message" label="Message" required hint="3 to 1000 characters" rows={6} />
              <FormCheckbox
                name="privacyConsent"
                label="I agree that my details are processed to answer this message, as the privacy policy describes."
                required
              />
              <FormCaptcha />
              <FormAlert messages={formMessages(submitError)} />
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send message'}
              </Button>
            </form>
          )}
        />
      )}
    </section>
  );
}

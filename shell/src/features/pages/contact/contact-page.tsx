import { useState } from 'react';
import { MARKET, telephoneHref, type ContactAnswer } from '@labshop/shared-contracts/core';
import {
  FocusFirstInvalid,
  Form,
  FormCaptcha,
  FormCheckbox,
  formMessages,
  FormPhoneField,
  FormRadioGroup,
  FormTextAreaField,
  FormTextField,
  submitErrorsFrom,
  type FormApi,
} from '@labshop/shared-contracts/web/forms';
import { Button } from '@labshop/shared-contracts/web/ui';
import { ContentPage } from '../../../lib/content-page';
import { ShellLink } from '../../../lib/shell-link';
import {
  completeContactForm,
  CONTACT_FAILURE,
  CONTACT_FIELDS,
  contactProblems,
  EMPTY_CONTACT_FORM,
  sendContactMessage,
  type ContactForm,
} from './contact-form-state';
import styles from './contact-page.module.css';

const KIND_CHOICES = [
  { value: 'question', label: 'A question' },
  { value: 'complaint', label: 'A complaint' },
] as const;

export interface ContactPageProps {
  send?: (form: ContactForm) => Promise<ContactAnswer>;
  /** The captcha's challenge and solver; the kit's own by default (tests pass quick ones). */
  captcha?: Pick<Parameters<typeof FormCaptcha>[0], 'getChallenge' | 'solve'>;
}

/**
 * Contact and complaints: a form checked with the shared field rules before it is sent, protected by the kit's
 * captcha; once stored the page says the message's reference and, for a complaint, the 10 working days.
 */
export default function ContactPage({ send = sendContactMessage, captcha = {} }: ContactPageProps) {
  const [sent, setSent] = useState<ContactAnswer | null>(null);

  const onSubmit = async (values: Partial<ContactForm>, form: FormApi<Partial<ContactForm>>) => {
    setSent(null);
    try {
      const answer = await send(completeContactForm(values));
      setSent(answer);
      form.restart(EMPTY_CONTACT_FORM);
      return undefined;
    } catch (error) {
      console.error(CONTACT_FAILURE, error);
      return submitErrorsFrom(error, { failure: CONTACT_FAILURE, fields: CONTACT_FIELDS });
    }
  };

  return (
    <ContentPage
      title="Contact us"
      lead="Questions about tests, orders or results, or a complaint: write to us and we will answer by email."
    >
      <div className={styles.layout}>
        <Form<Partial<ContactForm>>
          initialValues={EMPTY_CONTACT_FORM}
          validate={contactProblems}
          onSubmit={onSubmit}
          render={({ handleSubmit, submitting, submitError }) => (
            <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate>
              <FocusFirstInvalid />
              <FormRadioGroup name="kind" legend="What is it about?" choices={KIND_CHOICES} required />
              <FormTextField label="First and last name" name="name" autoComplete="name" required />
              <FormTextField label="Business email" name="email" type="email" autoComplete="email" required />
              <FormPhoneField label="Phone" name="phone" required />
              <FormTextField label="Company name" name="company" autoComplete="organization" hint="Optional" />
              <FormTextAreaField
                label="Message"
                name="message"
                hint="3 to 1000 characters. For a complaint, add your order number."
                required
                maxLength={1000}
              />
              <FormCheckbox
                label="I agree that Labshop may process the details in this form to answer my message."
                name="sharingConsent"
                required
              />
              <FormCheckbox
                label={
                  <>
                    I have read the <ShellLink href="/privacy-policy">privacy policy</ShellLink>.
                  </>
                }
                name="privacyConsent"
                required
              />
              <FormCaptcha {...captcha} />
              <Button type="submit" theme="contact" size="mid" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send message'}
              </Button>
              <div aria-live="polite" className={styles.outcome}>
                {sent ? (
                  <p className={styles.sent}>
                    {sent.message} <span className={styles.reference}>Reference: {sent.reference}</span>
                  </p>
                ) : null}
              </div>
              {formMessages(submitError).map((message) => (
                <p key={message} role="alert" className={styles.failed}>
                  {message}
                </p>
              ))}
            </form>
          )}
        />

        <aside className={styles.aside} aria-labelledby="contact-other-ways">
          <h2 id="contact-other-ways">Other ways to reach us</h2>
          <p>
            Email <a href={`mailto:${MARKET.contact.email}`}>{MARKET.contact.email}</a>
            <br />
            Phone <a href={telephoneHref(MARKET.contact.phone)}>{MARKET.contact.phone}</a>
            <br />
            {MARKET.contact.hours}
          </p>
          <h2>Where we are</h2>
          <address className={styles.address}>
            {MARKET.contact.address.map((line) => (
              <span key={line} className={styles.addressLine}>
                {line}
              </span>
            ))}
          </address>
          <p>
            Our collection points and nurses&apos; home visits are in {MARKET.country.name}; every test is taken there.
          </p>
          <h2>Complaints</h2>
          <p>
            We process complaints within 10 working days. Please include your order number and what went wrong; we reply
            by email.
          </p>
        </aside>
      </div>
    </ContentPage>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { MARKET, telephoneHref } from '@labshop/shared-contracts/core';
import { Button, CheckboxField, PhoneField, TextAreaField, TextField } from '@labshop/shared-contracts/web/ui';
import { ContentPage } from '../../../lib/content-page';
import { ShellLink } from '../../../lib/shell-link';
import {
  CONTACT_FAILURE,
  contactProblems,
  EMPTY_CONTACT_FORM,
  sendContactMessage,
  type ContactForm,
  type ContactProblems,
} from './contact-form-state';
import styles from './contact-page.module.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/** Contact and complaints: a form checked with the shared field rules before it is sent. */
export default function ContactPage({ send = sendContactMessage }: { send?: (form: ContactForm) => Promise<void> }) {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [status, setStatus] = useState<Status>('idle');
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = contactProblems(form);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await send(form);
      setStatus('sent');
      setForm(EMPTY_CONTACT_FORM);
    } catch (error) {
      console.error(CONTACT_FAILURE, error);
      setStatus('failed');
    }
  };

  return (
    <ContentPage
      title="Contact us"
      lead="Questions about tests, orders or results, or a complaint: write to us and we will answer by email."
    >
      <div className={styles.layout}>
        <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label="First and last name"
            name="name"
            autoComplete="name"
            required
            value={form.name}
            onChange={(event) => set('name', event.target.value)}
            error={problems.name}
          />
          <TextField
            label="Business email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => set('email', event.target.value)}
            error={problems.email}
          />
          <PhoneField
            label="Phone"
            name="phone"
            required
            value={form.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={problems.phone}
          />
          <TextField
            label="Company name"
            name="company"
            autoComplete="organization"
            hint="Optional"
            value={form.company}
            onChange={(event) => set('company', event.target.value)}
            error={problems.company}
          />
          <TextAreaField
            label="Message"
            name="message"
            hint="3 to 1000 characters. For a complaint, add your order number."
            required
            maxLength={1000}
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
            error={problems.message}
          />
          <CheckboxField
            label="I agree that Labshop may process the details in this form to answer my message."
            name="sharingConsent"
            required
            checked={form.sharingConsent}
            onChange={(event) => set('sharingConsent', event.target.checked)}
            error={problems.sharingConsent}
          />
          <CheckboxField
            label={
              <>
                I have read the <ShellLink href="/privacy-policy">privacy policy</ShellLink>.
              </>
            }
            name="privacyConsent"
            required
            checked={form.privacyConsent}
            onChange={(event) => set('privacyConsent', event.target.checked)}
            error={problems.privacyConsent}
          />
          <Button type="submit" theme="contact" size="mid" disabled={status === 'sending'}>
            {status === 'sending' ? 'Sending…' : 'Send message'}
          </Button>
          <div aria-live="polite" className={styles.outcome}>
            {status === 'sent' ? (
              <p className={styles.sent}>
                Thank you. Your message has been sent; we usually reply within 2 working days.
              </p>
            ) : null}
          </div>
          {status === 'failed' ? (
            <p role="alert" className={styles.failed}>
              {CONTACT_FAILURE}
            </p>
          ) : null}
        </form>

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

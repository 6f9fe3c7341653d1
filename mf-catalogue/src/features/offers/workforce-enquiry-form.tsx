import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  MESSAGE_SEND_FAILURE,
  normalisePhone,
  WorkforceEnquiryAnswer,
  type WorkforceEnquiryRequest,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import {
  Button,
  CheckboxField,
  PHONE_HINT,
  PhoneField,
  TextAreaField,
  TextField,
} from '@labshop/shared-contracts/web/ui';
import { EMPTY_ENQUIRY, enquiryErrors, type EnquiryErrors, type EnquiryForm } from './enquiry-rules';
import styles from './offers.module.css';

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'failed' };

export function sendEnquiry(form: EnquiryForm): Promise<WorkforceEnquiryAnswer> {
  const body: WorkforceEnquiryRequest = {
    name: form.name.trim(),
    email: form.email.trim(),
    companyName: form.companyName.trim(),
    subject: form.subject.trim(),
    message: form.message.trim(),
    privacyConsent: true,
    ...(form.phone.trim() ? { phone: normalisePhone(form.phone) } : {}),
  };
  return getApiClient().request('offers/workforce-enquiries', { method: 'POST', body, answer: WorkforceEnquiryAnswer });
}

/** The API's field messages, when it refused the form (422); the page shows them where the fields are. */
function serverErrors(error: unknown): EnquiryErrors | null {
  if (!(error instanceof ApiError) || error.code !== 422) return null;
  const data = error.data as { errors?: Record<string, string[]> } | null;
  const entries = Object.entries(data?.errors ?? {}).flatMap(([field, messages]) =>
    field in EMPTY_ENQUIRY && messages[0] ? [[field, messages[0]]] : [],
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as EnquiryErrors) : null;
}

/** An employer writes to the sales team; the product's send-failure text when the message does not get through. */
export function WorkforceEnquiryForm() {
  const titleId = useId();
  const [form, setForm] = useState<EnquiryForm>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof Omit<EnquiryForm, 'privacyConsent'>) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = enquiryErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const answer = await sendEnquiry(form);
      setStatus({ kind: 'sent', message: answer.message });
    } catch (error) {
      const refused = serverErrors(error);
      if (refused) {
        setErrors(refused);
        setStatus({ kind: 'editing' });
        focusFirstInvalid();
      } else {
        setStatus({ kind: 'failed' });
      }
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.enquiry}>
      <h2 id={titleId}>Talk to us about your company</h2>
      {status.kind === 'sent' ? (
        <p role="status" className={styles.sent}>
          {status.message}
        </p>
      ) : (
        <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className={styles.form}>
          <TextField label="Your name" autoComplete="name" required {...field('name')} />
          <TextField label="Business email" type="email" autoComplete="email" required {...field('email')} />
          <PhoneField label="Phone" hint={`Optional. ${PHONE_HINT}`} {...field('phone')} />
          <TextField label="Company name" autoComplete="organization" required {...field('companyName')} />
          <TextField label="Subject" required hint="3 to 255 characters" {...field('subject')} />
          <TextAreaField label="Message" required hint="3 to 1000 characters" rows={6} {...field('message')} />
          <CheckboxField
            label="I agree that my details are processed to answer this message, as the privacy policy describes."
            name="privacyConsent"
            required
            checked={form.privacyConsent}
            error={errors.privacyConsent}
            onChange={(event) => setForm({ ...form, privacyConsent: event.target.checked })}
          />
          <Button type="submit" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? 'Sending…' : 'Send message'}
          </Button>
          <div aria-live="assertive">
            {status.kind === 'failed' ? (
              <p role="alert" className={styles.failure}>
                {MESSAGE_SEND_FAILURE}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}

import { useState } from 'react';
import {
  ACCOUNT_PATHS,
  ApiError,
  ContactChangeAnswer,
  formatPhone,
  normalisePhone,
  Profile,
  validateEmail,
  validatePhone,
  validateRequired,
} from '@labshop/shared-contracts/core';
import { getApiClient, getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormPhoneField,
  FormTextField,
  submitErrorsFrom,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

export type ContactKind = 'email' | 'phone';

const CodeStruct = type({ code: textRule((code) => validateRequired(code, 'Code')) });

const KINDS = {
  email: {
    heading: 'E-mail address',
    label: 'New e-mail address',
    inputType: 'email',
    autoComplete: 'email',
    validate: validateEmail,
    /** As typed, trimmed. */
    normalise: (value: string) => value.trim(),
    show: (value: string) => value,
    request: ACCOUNT_PATHS.emailChange,
    confirm: ACCOUNT_PATHS.emailChangeConfirm,
    codeHint: 'Enter the code we e-mailed to',
  },
  phone: {
    heading: 'Phone number',
    label: 'New phone number',
    inputType: 'tel',
    autoComplete: 'tel-national',
    validate: validatePhone,
    /** The nine digits, however the number was typed ('+48 600 100 200'). */
    normalise: normalisePhone,
    show: formatPhone,
    request: ACCOUNT_PATHS.phoneChange,
    confirm: ACCOUNT_PATHS.phoneChangeConfirm,
    codeHint: 'Enter the code we sent by SMS to',
  },
} as const;

interface ContactChangeProps {
  kind: ContactKind;
  current: string | null;
  session: EventPayload<'session:changed'> | undefined;
  onChanged: (profile: Profile) => void;
}

/**
 * Changes the e-mail address or phone number in two steps: the new value gets a code, and only the code brings
 * it into the account; until then the old one stays (the API keeps it too).
 */
export function ContactChange({ kind, current, session, onChanged }: ContactChangeProps) {
  const rules = KINDS[kind];
  const [sentTo, setSentTo] = useState<string | null>(null);

  const ask = (value: string) =>
    getApiClient().request(rules.request, {
      method: 'POST',
      body: kind === 'email' ? { email: value } : { phone: value },
      answer: ContactChangeAnswer,
    });

  const resend = async () => {
    if (sentTo === null) return;
    try {
      await ask(sentTo);
      showToast(MESSAGES.codeSentAgain, { type: 'success' });
    } catch (error) {
      const reason = error instanceof ApiError && error.code === 429 ? readMessage(error) : null;
      showToast(reason ? `${MESSAGES.codeSendFailed} ${reason}` : MESSAGES.codeSendFailed, { type: 'error' });
    }
  };

  return (
    <section aria-labelledby={`change-${kind}`} className={styles.form}>
      <h2 id={`change-${kind}`}>{rules.heading}</h2>
      <p>
        Now: <strong>{current === null ? '—' : rules.show(current)}</strong>
      </p>
      {sentTo === null ? (
        <Form<{ value?: string }>
          key="ask"
          validate={validateWith(type({ value: textRule(rules.validate) }))}
          onSubmit={async (values) => {
            try {
              const answer = await ask(rules.normalise(values.value ?? ''));
              setSentTo(answer.sentTo);
              showToast(answer.message, { type: 'info' });
              return undefined;
            } catch (error) {
              return submitErrorsFrom(error, {
                fields: ['value'],
                failure: MESSAGES.changesNotSaved,
                names: { [kind]: 'value' },
              });
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
              className={styles.form}
              aria-label={`Change the ${rules.heading.toLowerCase()}`}
            >
              <FocusFirstInvalid />
              <FormAlert messages={formMessages(submitError)} />
              {kind === 'phone' ? (
                <FormPhoneField name="value" label={rules.label} required />
              ) : (
                <FormTextField
                  name="value"
                  label={rules.label}
                  type={rules.inputType}
                  autoComplete={rules.autoComplete}
                  required
                />
              )}
              <Button type="submit" theme="secondary" disabled={submitting}>
                Send the code
              </Button>
            </form>
          )}
        />
      ) : (
        <Form<{ code?: string }>
          key="confirm"
          validate={validateWith(CodeStruct)}
          onSubmit={async (values) => {
            try {
              const profile = await getApiClient().request(rules.confirm, {
                method: 'POST',
                body: { code: values.code?.trim() ?? '' },
                answer: Profile,
              });
              showToast(MESSAGES.changesRecorded, { type: 'success' });
              // The header and other parts show the session's e-mail: it follows the change at once.
              if (kind === 'email' && session?.user && session.token) {
                getEventBus().emit('session:changed', { ...session, user: { ...session.user, email: profile.email } });
              }
              setSentTo(null);
              onChanged(profile);
              return undefined;
            } catch (error) {
              return submitErrorsFrom(error, {
                fields: ['code', 'value'],
                failure: MESSAGES.changesNotSaved,
                names: { [kind]: 'value' },
              });
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form
              onSubmit={(event) => void handleSubmit(event)}
              noValidate
              className={styles.form}
              aria-label={`Confirm the new ${rules.heading.toLowerCase()}`}
            >
              <FocusFirstInvalid />
              <FormAlert messages={formMessages(submitError)} />
              <p>
                {rules.codeHint} <strong>{rules.show(sentTo)}</strong>.
              </p>
              <FormTextField name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" required />
              <div className={styles.row}>
                <Button type="submit" disabled={submitting}>
                  Confirm the change
                </Button>
                <Button theme="outline" onClick={() => void resend()}>
                  Send the code again
                </Button>
                <Button theme="link" onClick={() => setSentTo(null)}>
                  Cancel
                </Button>
              </div>
            </form>
          )}
        />
      )}
    </section>
  );
}

function readMessage(error: ApiError): string | null {
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_PATHS,
  ApiError,
  DOCTOR_VERIFICATION_PAGE,
  formatPhone,
  LoginAnswer,
  MessageAnswer,
  validateRequired,
} from '@labshop/shared-contracts/core';
import { getApiClient, getEventBus } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { clearPendingRegistration, readPendingRegistration, type PendingRegistration } from './pending-registration';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormTextField,
  submitErrorsFrom,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

export const AFTER_REGISTRATION_PATH = '/account';

interface CodeValues {
  code?: string;
}

const CodeStruct = type({ code: textRule((code) => validateRequired(code, 'SMS code')) });

/** /register/sms-code: the code sent to the new account's phone confirms it and logs the person in. */
export function SmsCodePage() {
  const [pending] = useState(readPendingRegistration);
  return (
    <Page className={styles.narrow}>
      <h1>Confirm your phone number</h1>
      {pending ? (
        <SmsCodeForm pending={pending} />
      ) : (
        <p>
          There is no registration to confirm. <Link to="/register">Create an account</Link>
        </p>
      )}
    </Page>
  );
}

function SmsCodeForm({ pending }: { pending: PendingRegistration }) {
  const navigate = useNavigate();
  const [resending, setResending] = useState(false);
  const submit = async ({ code = '' }: CodeValues) => {
    try {
      const session = await getApiClient().request(ACCOUNT_PATHS.smsCode, {
        method: 'POST',
        body: { registrationId: pending.registrationId, code: code.trim() },
        answer: LoginAnswer,
      });
      clearPendingRegistration();
      getEventBus().emit('session:changed', { user: session.user, token: session.token });
      // A doctor's account waits for the licence check: the next page says so and what happens next.
      void navigate(pending.doctor ? DOCTOR_VERIFICATION_PAGE : AFTER_REGISTRATION_PATH);
      return undefined;
    } catch (error) {
      // A refused code always reads the same (the product's text), whatever detail the server gives.
      if (error instanceof ApiError && error.code === 422) return { code: MESSAGES.codeInvalid };
      return submitErrorsFrom(error, { fields: [], failure: MESSAGES.unexpected });
    }
  };
  const resend = async () => {
    setResending(true);
    try {
      await getApiClient().request(ACCOUNT_PATHS.smsCodeResend, {
        method: 'POST',
        body: { registrationId: pending.registrationId },
        answer: MessageAnswer,
      });
      showToast(MESSAGES.codeSentAgain, { type: 'success' });
    } catch {
      showToast(MESSAGES.codeSendFailed, { type: 'error' });
    } finally {
      setResending(false);
    }
  };
  return (
    <>
      <p>We sent a code by SMS to {formatPhone(pending.phone)}.</p>
      <Form<CodeValues>
        validate={validateWith(CodeStruct)}
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            className={styles.form}
            aria-label="Confirm the code"
          >
            <FocusFirstInvalid />
            <FormAlert messages={formMessages(submitError)} />
            <FormTextField name="code" label="SMS code" inputMode="numeric" autoComplete="one-time-code" required />
            <Button type="submit" disabled={submitting} block>
              Confirm
            </Button>
          </form>
        )}
      />
      <Button theme="link" onClick={() => void resend()} disabled={resending}>
        Send the code again
      </Button>
    </>
  );
}

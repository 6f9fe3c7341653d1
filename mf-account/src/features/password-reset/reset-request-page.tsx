import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCOUNT_PATHS, MessageAnswer, validateEmail } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FORM_ERROR,
  FormAlert,
  formMessages,
  FormTextField,
  statusOf,
  submitErrorsFrom,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { type } from 'superstruct';

/** Said whether or not an account uses the address, so the page tells nobody who has an account. */
export const RESET_LINK_SENT = 'If an account uses this address, we have sent it a link to set a new password.';
const TOO_MANY_REQUESTS = 429;

interface ResetValues {
  email?: string;
}

const ResetStruct = type({ email: textRule(validateEmail) });

/** /password/reset: asks for an e-mailed link to set a new password. */
export function ResetRequestPage() {
  const [sent, setSent] = useState(false);
  const submit = async ({ email = '' }: ResetValues) => {
    try {
      await getApiClient().request(ACCOUNT_PATHS.passwordReset, {
        method: 'POST',
        body: { email: email.trim() },
        answer: MessageAnswer,
      });
      setSent(true);
      return undefined;
    } catch (error) {
      // While a sent link is fresh, a resend is refused with this message (the product's own text).
      if (statusOf(error) === TOO_MANY_REQUESTS) return { [FORM_ERROR]: [MESSAGES.linkSentWait] };
      return submitErrorsFrom(error, { fields: ['email'], failure: MESSAGES.unexpected });
    }
  };
  return (
    <Page className={styles.narrow}>
      <h1>Reset your password</h1>
      {sent ? <p role="status">{RESET_LINK_SENT}</p> : null}
      <Form<ResetValues>
        validate={validateWith(ResetStruct)}
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            className={styles.form}
            aria-label="Reset your password"
          >
            <FocusFirstInvalid />
            <FormAlert messages={formMessages(submitError)} />
            <FormTextField name="email" label="E-mail" type="email" autoComplete="email" required />
            <Button type="submit" disabled={submitting} block>
              {sent ? 'Send the link again' : 'Send the link'}
            </Button>
          </form>
        )}
      />
      <p>
        <Link to="/login">Back to log in</Link>
      </p>
    </Page>
  );
}

import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ACCOUNT_PATHS, MessageAnswer } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { validateNewPassword, type NewPasswordValues } from '../security/new-password-values';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormTextField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';

export const PASSWORD_SET = 'Your new password is set. You can log in with it now.';

/** /password/reset/:token: the e-mailed link's page; the token expires and works once. */
export function NewPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const submit = async (values: NewPasswordValues) => {
    try {
      await getApiClient().request(ACCOUNT_PATHS.passwordResetWithToken(token), {
        method: 'POST',
        body: { password: values.password ?? '', passwordConfirmation: values.passwordConfirmation ?? '' },
        answer: MessageAnswer,
      });
      setDone(true);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: ['password', 'passwordConfirmation'], failure: MESSAGES.saveFailed });
    }
  };
  if (done) {
    return (
      <Page className={styles.narrow}>
        <h1>Set a new password</h1>
        <p role="status">{PASSWORD_SET}</p>
        <Link to="/login">Log in</Link>
      </Page>
    );
  }
  return (
    <Page className={styles.narrow}>
      <h1>Set a new password</h1>
      <Form<NewPasswordValues>
        validate={validateNewPassword}
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            className={styles.form}
            aria-label="Set a new password"
          >
            <FocusFirstInvalid />
            <FormAlert messages={formMessages(submitError)} />
            <FormTextField name="password" label="New password" type="password" autoComplete="new-password" required />
            <FormTextField
              name="passwordConfirmation"
              label="Confirm the new password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" disabled={submitting} block>
              Set the password
            </Button>
          </form>
        )}
      />
      <p>
        <Link to="/password/reset">Ask for a new link</Link>
      </p>
    </Page>
  );
}

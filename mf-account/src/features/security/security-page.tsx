import { useState } from 'react';
import { ACCOUNT_PATHS, MessageAnswer, Profile } from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { ContactChange } from './contact-change';
import { validateNewPassword, type NewPasswordValues } from './new-password-values';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormTextField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

/**
 * /account/security: change the password (the API checks the current one and ends the other sessions), and the
 * e-mail address or phone number, each confirmed with a code sent to the new one.
 */
export function SecurityPage() {
  return (
    <Page className={styles.narrow}>
      <h1>Security</h1>
      <PasswordChange />
      <ContactDetails />
    </Page>
  );
}

function ContactDetails() {
  const profile = useApiQuery(ACCOUNT_PATHS.profile, { answer: Profile });
  const session = useLatestEvent('session:changed');
  const [changed, setChanged] = useState<Profile | null>(null);
  if (profile.status === 'loading') return <Loading label="Loading your details…" />;
  if (profile.status === 'error') return <LoadFailed message={MESSAGES.unexpected} onRetry={profile.retry} />;
  const current = changed ?? profile.data;
  return (
    <>
      <ContactChange kind="email" current={current.email} session={session} onChanged={setChanged} />
      <ContactChange kind="phone" current={current.phone} session={session} onChanged={setChanged} />
    </>
  );
}

function PasswordChange() {
  return (
    <section aria-labelledby="change-password">
      <h2 id="change-password">Password</h2>
      <Form<NewPasswordValues>
        validate={(values) => validateNewPassword(values, true)}
        onSubmit={async (values, form) => {
          try {
            await getApiClient().request(ACCOUNT_PATHS.profilePassword, {
              method: 'PUT',
              body: {
                currentPassword: values.currentPassword ?? '',
                password: values.password ?? '',
                passwordConfirmation: values.passwordConfirmation ?? '',
              },
              answer: MessageAnswer,
            });
            showToast(MESSAGES.changesRecorded, { type: 'success' });
            setTimeout(() => form.restart());
            return undefined;
          } catch (error) {
            return submitErrorsFrom(error, { fields: FIELDS, failure: MESSAGES.changesNotSaved });
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            onSubmit={(event) => void handleSubmit(event)}
            noValidate
            className={styles.form}
            aria-label="Change the password"
          >
            <FocusFirstInvalid />
            <FormAlert messages={formMessages(submitError)} />
            <FormTextField
              name="currentPassword"
              label="Current password"
              type="password"
              autoComplete="current-password"
              required
            />
            <FormTextField name="password" label="New password" type="password" autoComplete="new-password" required />
            <FormTextField
              name="passwordConfirmation"
              label="Confirm the new password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" disabled={submitting}>
              Change the password
            </Button>
          </form>
        )}
      />
    </section>
  );
}

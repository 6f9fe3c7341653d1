import { Link } from 'react-router-dom';
import { ACCOUNT_PATHS, formatPhone, Profile } from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import {
  PROFILE_API_NAMES,
  PROFILE_FIELDS,
  profileToValues,
  toProfileUpdate,
  validateProfile,
  type ProfileValues,
} from './profile-values';
import styles from '../../lib/form.module.css';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormTextField,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';

/** /account/profile: the account holder edits their details and address. */
export function ProfilePage() {
  const profile = useApiQuery(ACCOUNT_PATHS.profile, { answer: Profile });
  return (
    <Page className={styles.narrow}>
      <h1>Profile settings</h1>
      {profile.status === 'loading' ? <Loading label="Loading your details…" /> : null}
      {profile.status === 'error' ? <LoadFailed message={MESSAGES.unexpected} onRetry={profile.retry} /> : null}
      {profile.status === 'success' ? <ProfileForm profile={profile.data} /> : null}
    </Page>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const submit = async (values: ProfileValues) => {
    try {
      await getApiClient().request(ACCOUNT_PATHS.profile, {
        method: 'PUT',
        body: toProfileUpdate(values),
        answer: Profile,
      });
      showToast(MESSAGES.changesRecorded, { type: 'success' });
      return undefined;
    } catch (error) {
      showToast(MESSAGES.changesNotSaved, { type: 'error' });
      return submitErrorsFrom(error, {
        fields: PROFILE_FIELDS,
        failure: MESSAGES.changesNotSaved,
        names: PROFILE_API_NAMES,
      });
    }
  };
  return (
    <Form<ProfileValues>
      initialValues={profileToValues(profile)}
      validate={validateProfile}
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          className={styles.form}
          aria-label="Profile settings"
        >
          <FocusFirstInvalid />
          <FormAlert messages={formMessages(submitError)} />
          <dl>
            <dt>E-mail</dt>
            <dd>{profile.email ?? '—'}</dd>
            <dt>Phone number</dt>
            <dd>{profile.phone === null ? '—' : formatPhone(profile.phone)}</dd>
          </dl>
          <p>
            <Link to="/account/security">Change the e-mail address or phone number</Link> (confirmed with a code).
          </p>
          <FormTextField name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField name="lastName" label="Last name" autoComplete="family-name" required />
          <FormTextField name="idCardNumber" label="ID card number" />
          <FormTextField name="street" label="Street" autoComplete="address-line1" required />
          <div className={styles.row}>
            <FormTextField name="houseNumber" label="House number" required />
            <FormTextField name="homeNumber" label="Home number" />
          </div>
          <div className={styles.row}>
            <FormTextField name="postCode" label="Post code" autoComplete="postal-code" required />
            <FormTextField name="city" label="City" autoComplete="address-level2" required />
          </div>
          <Button type="submit" disabled={submitting}>
            Save the changes
          </Button>
        </form>
      )}
    />
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  COMMISSION_OPTIONS,
  DOCTOR_PROFILE_PATHS,
  DOCTOR_VERIFICATION_PAGE,
  DoctorProfile,
  MEDICAL_SPECIALTIES,
  MEETING_TYPES,
  PROFILE_PARTS,
  type FacilityChoices,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import {
  Field,
  FocusFirstInvalid,
  Form,
  FormAlert,
  FormRadioGroup,
  FormTextAreaField,
  FormTextField,
  fieldError,
  formMessages,
  submitErrorsFrom,
} from '@labshop/shared-contracts/web/forms';
import { Button, CheckboxGroup, Select, TextField, showToast } from '@labshop/shared-contracts/web/ui';
import { MEETING_TYPE_NAMES } from '../../lib/meeting-types';
import { PART_NAMES, PROFILE_TEXTS as TEXTS, commissionInWords } from './profile-texts';
import {
  PROFILE_FIELDS,
  profileToValues,
  toProfileUpdate,
  validateProfileValues,
  type ProfileValues,
} from './profile-values';
import { LicenceRecheckNotice, licenceChanged } from './licence-recheck-notice';
import styles from './profile.module.css';

export function ProfileForm({
  profile,
  facilities,
  onSaved,
}: {
  profile: DoctorProfile;
  facilities: FacilityChoices['items'];
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const submit = async (values: ProfileValues) => {
    try {
      await getApiClient().request(DOCTOR_PROFILE_PATHS.profile, {
        method: 'PUT',
        body: toProfileUpdate(values),
        answer: DoctorProfile,
      });
      showToast(TEXTS.saved, { type: 'success' });
      // A new licence number waits for its check: the doctor is shown where it stands, not a profile now closed.
      if (licenceChanged(profile.pwz, values.pwz)) void navigate(DOCTOR_VERIFICATION_PAGE);
      else onSaved();
      return undefined;
    } catch (error) {
      showToast(TEXTS.failed, { type: 'error' });
      return submitErrorsFrom(error, { fields: PROFILE_FIELDS, failure: TEXTS.failed });
    }
  };
  return (
    <Form<ProfileValues>
      initialValues={profileToValues(profile)}
      validate={validateProfileValues}
      onSubmit={submit}
      // Typing re-renders the field typed in, not the hundred specialization boxes with it.
      subscription={{ submitting: true, submitError: true }}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={TEXTS.formLabel}>
          <FocusFirstInvalid />
          <section aria-labelledby="profile-about" className={styles.section}>
            <h2 id="profile-about">{TEXTS.aboutSection}</h2>
            <FormTextAreaField name="aboutMe" label={TEXTS.aboutMe} rows={4} />
            <FormTextAreaField name="treatedDiseases" label={TEXTS.treatedDiseases} hint={TEXTS.oneAPerLine} rows={3} />
            <FormTextAreaField name="education" label={TEXTS.education} hint={TEXTS.oneAPerLine} rows={3} />
            <FormTextAreaField name="internships" label={TEXTS.internships} hint={TEXTS.oneAPerLine} rows={3} />
            <FormTextAreaField name="languages" label={TEXTS.languages} hint={TEXTS.oneAPerLine} rows={2} />
          </section>
          <section aria-labelledby="profile-practice" className={styles.section}>
            <h2 id="profile-practice">{TEXTS.practiceSection}</h2>
            <Field<string> name="mainCategory">
              {({ input, meta }) => (
                <Select
                  {...input}
                  label={TEXTS.mainCategory}
                  required
                  placeholder={TEXTS.chooseCategory}
                  options={MEDICAL_SPECIALTIES.map((name) => ({ value: name, label: name }))}
                  error={fieldError(meta)}
                />
              )}
            </Field>
            <SpecializationsField />
            <Field<string> name="facilityId">
              {({ input, meta }) => (
                <Select
                  {...input}
                  label={TEXTS.facility}
                  options={[
                    { value: '', label: TEXTS.noFacility },
                    ...facilities.map((point) => ({ value: point.id, label: `${point.name}, ${point.city.name}` })),
                  ]}
                  error={fieldError(meta)}
                />
              )}
            </Field>
            <FormTextAreaField name="services" label={TEXTS.services} hint={TEXTS.oneAPerLine} rows={3} />
            <Field<string[]> name="meetingTypes">
              {({ input, meta }) => (
                <CheckboxGroup
                  legend={TEXTS.meetingTypes}
                  name={input.name}
                  inline
                  options={MEETING_TYPES.map((type) => ({ value: type, label: MEETING_TYPE_NAMES[type] }))}
                  value={input.value || []}
                  onChange={input.onChange}
                  error={fieldError(meta)}
                />
              )}
            </Field>
            <FormTextField name="pwz" label={TEXTS.pwz} hint={TEXTS.pwzHint} inputMode="numeric" required />
            <LicenceRecheckNotice savedPwz={profile.pwz} />
          </section>
          <section aria-labelledby="profile-payout" className={styles.section}>
            <h2 id="profile-payout">{TEXTS.payoutSection}</h2>
            <FormRadioGroup
              name="commissionOption"
              legend={TEXTS.commissionOption}
              hint={TEXTS.commissionHint}
              required
              inline={false}
              choices={COMMISSION_OPTIONS.map((option) => ({ value: option, label: commissionInWords(option) }))}
            />
            <FormRadioGroup
              name="billing"
              legend={TEXTS.billing}
              required
              choices={[
                { value: 'individual', label: TEXTS.individual },
                { value: 'company', label: TEXTS.company },
              ]}
            />
            <Field<string> name="billing" subscription={{ value: true }}>
              {({ input }) =>
                input.value === 'company' ? (
                  <div className={styles.row}>
                    <FormTextField name="companyName" label={TEXTS.companyName} autoComplete="organization" required />
                    <FormTextField name="nip" label={TEXTS.nip} hint={TEXTS.nipHint} inputMode="numeric" required />
                  </div>
                ) : null
              }
            </Field>
            <FormTextField name="bankAccount" label={TEXTS.bankAccount} hint={TEXTS.bankAccountHint} required />
          </section>
          <section aria-labelledby="profile-publish" className={styles.section}>
            <h2 id="profile-publish">{TEXTS.publishSection}</h2>
            <Field<string[]> name="published">
              {({ input, meta }) => (
                <CheckboxGroup
                  legend={TEXTS.published}
                  hint={TEXTS.publishedHint}
                  name={input.name}
                  options={PROFILE_PARTS.map((part) => ({ value: part, label: PART_NAMES[part] }))}
                  value={input.value || []}
                  onChange={input.onChange}
                  error={fieldError(meta)}
                />
              )}
            </Field>
          </section>
          <FormAlert messages={formMessages(submitError)} />
          <Button type="submit" disabled={submitting}>
            {TEXTS.save}
          </Button>
        </form>
      )}
    />
  );
}

/**
 * More than a hundred categories: the list holds what is chosen and what matches the words typed, so a doctor finds
 * a category by name rather than scrolling past a hundred; what is ticked stays listed.
 */
function SpecializationsField() {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  return (
    <Field<string[]> name="specializations">
      {({ input, meta }) => {
        const chosen: readonly string[] = input.value || [];
        const shown: readonly string[] = MEDICAL_SPECIALTIES.filter(
          (name) => chosen.includes(name) || (wanted !== '' && name.toLowerCase().includes(wanted)),
        );
        return (
          <div className={styles.specializations}>
            <TextField
              type="search"
              label={TEXTS.findSpecialization}
              hint={TEXTS.findSpecializationHint(MEDICAL_SPECIALTIES.length)}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
            <div className={styles.scrollBox}>
              <CheckboxGroup
                legend={TEXTS.specializations}
                hint={TEXTS.specializationsChosen(chosen.length)}
                required
                name={input.name}
                options={shown.map((name) => ({ value: name, label: name }))}
                value={chosen}
                onChange={(next) => input.onChange([...next, ...chosen.filter((name) => !shown.includes(name))])}
                error={fieldError(meta)}
              />
            </div>
          </div>
        );
      }}
    </Field>
  );
}

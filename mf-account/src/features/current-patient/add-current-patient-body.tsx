import { useState } from 'react';
import { is, string, type } from 'superstruct';
import {
  ACCOUNT_PATHS,
  peselBirthDate,
  peselSex,
  Profile,
  todayIsoDate,
  validateBirthDate,
  validateRequired,
  type Sex,
} from '@labshop/shared-contracts/core';
import { getEventBus, useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import {
  FocusFirstInvalid,
  Form,
  FormDateField,
  FormRadioGroup,
  textRule,
  validateWith,
  valueRule,
} from '@labshop/shared-contracts/web/forms';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';

export const ADD_CURRENT_PATIENT_TITLE = 'Add yourself as a patient';

export const ADD_CURRENT_PATIENT_TEXTS = {
  asked: 'The cart checks each screening package against the sex and age of the person it is for. Tell us yours:',
  sex: { f: 'Female', m: 'Male' },
} as const;

const SEX_CHOICES = [
  { value: 'f', label: ADD_CURRENT_PATIENT_TEXTS.sex.f },
  { value: 'm', label: ADD_CURRENT_PATIENT_TEXTS.sex.m },
] as const;

interface AskedValues {
  sex?: Sex;
  birthDate?: string;
}

/** What the account knows of the holder's sex and date of birth: as the profile holds them, or read from the PESEL. */
function knownOf(profile: Profile): { sex: Sex | null; birthDate: string | null } {
  const pesel = profile.pesel ?? '';
  return {
    sex: profile.sex ?? (pesel ? peselSex(pesel) : null),
    birthDate: profile.birthDate ?? (pesel ? peselBirthDate(pesel) : null),
  };
}

/**
 * addCurrentPatientModal: the account holder adds themselves as a patient of the tests, of one item when opened
 * with `{ itemId }`. Their sex and date of birth go with them, from the account or, where it does not know them,
 * asked here, so the cart can check screening packages against them. Confirms with the patient and publishes
 * `patient:current-added` for the cart. A guest is invited to log in instead (authModal).
 */
export function AddCurrentPatientBody(props: ModalBodyProps) {
  const user = useLatestEvent('session:changed')?.user ?? null;
  if (!user) return <GuestInvitation {...props} />;
  return <AccountHolder {...props} userId={user.id} />;
}

function GuestInvitation({ cancel }: ModalBodyProps) {
  const logIn = () => {
    cancel();
    getEventBus().emit('modal:open', { name: 'authModal' });
  };
  return (
    <>
      <p>Log in to add yourself as a patient, or add a patient as a guest.</p>
      <Button size="modal" onClick={logIn}>
        Log in
      </Button>
    </>
  );
}

function AccountHolder({ props, confirm, cancel, userId }: ModalBodyProps & { userId: string }) {
  const profile = useApiQuery(ACCOUNT_PATHS.profile, { answer: Profile });
  const [added, setAdded] = useState(false);
  const itemId = is(props.itemId, string()) ? props.itemId : undefined;

  if (profile.status === 'loading') return <Loading label="Loading your details…" />;
  if (profile.status === 'error') return <LoadFailed message={MESSAGES.unexpected} onRetry={profile.retry} />;
  const { firstName, lastName, pesel } = profile.data;
  const known = knownOf(profile.data);
  const today = todayIsoDate();
  const asked = type({
    ...(known.sex === null ? { sex: valueRule<Sex>((sex) => validateRequired(sex, 'Sex')) } : {}),
    ...(known.birthDate === null ? { birthDate: textRule((date) => validateBirthDate(date.trim(), today)) } : {}),
  });

  const add = (values: AskedValues) => {
    if (added) return;
    const sex = known.sex ?? values.sex;
    const birthDate = known.birthDate ?? values.birthDate?.trim();
    setAdded(true);
    const patient = {
      id: userId,
      first_name: firstName,
      last_name: lastName,
      ...(sex ? { sex } : {}),
      ...(birthDate ? { birth_date: birthDate } : {}),
    };
    getEventBus().emit('patient:current-added', { patient, ...(itemId === undefined ? {} : { itemId }) });
    confirm({ patient, itemId });
  };

  return (
    <Form<AskedValues>
      onSubmit={add}
      validate={(values) => validateWith(asked)(values)}
      render={({ handleSubmit }) => (
        <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={ADD_CURRENT_PATIENT_TITLE}>
          <FocusFirstInvalid />
          <p>The tests will be for you:</p>
          <dl>
            <dt>Name</dt>
            <dd>
              {firstName} {lastName}
            </dd>
            {pesel ? (
              <>
                <dt>PESEL number</dt>
                <dd>{pesel}</dd>
              </>
            ) : null}
            {known.birthDate ? (
              <>
                <dt>Date of birth</dt>
                <dd>{known.birthDate}</dd>
              </>
            ) : null}
            {known.sex ? (
              <>
                <dt>Sex</dt>
                <dd>{ADD_CURRENT_PATIENT_TEXTS.sex[known.sex]}</dd>
              </>
            ) : null}
          </dl>
          {known.sex === null || known.birthDate === null ? <p>{ADD_CURRENT_PATIENT_TEXTS.asked}</p> : null}
          {known.birthDate === null ? <FormDateField name="birthDate" label="Date of birth" required /> : null}
          {known.sex === null ? <FormRadioGroup name="sex" legend="Sex" choices={SEX_CHOICES} required /> : null}
          <Button type="submit" size="modal" disabled={added}>
            Add me as a patient
          </Button>{' '}
          <Button type="button" theme="outline" size="modal" onClick={cancel}>
            Cancel
          </Button>
        </form>
      )}
    />
  );
}

import { is } from 'superstruct';
import { AccountPatient, ACCOUNT_PATHS } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import type { ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { PatientForm } from './patient-form';
import { PATIENT_FIELDS, patientToValues, toPatientInput, type PatientValues } from './patient-values';
import { submitErrorsFrom } from '@labshop/shared-contracts/web/forms';

export const ADD_PATIENT_TITLE = 'Add a patient';
export const EDIT_PATIENT_TITLE = 'Edit the patient';

/** addPatient: a new patient of the account; confirms with the saved patient. */
export function AddPatientBody({ confirm, cancel }: ModalBodyProps) {
  const submit = async (values: PatientValues) => {
    try {
      const patient = await getApiClient().request(ACCOUNT_PATHS.patients, {
        method: 'POST',
        body: toPatientInput(values),
        answer: AccountPatient,
      });
      confirm(patient);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: PATIENT_FIELDS, failure: MESSAGES.saveFailed });
    }
  };
  return <PatientForm label={ADD_PATIENT_TITLE} submitLabel="Add the patient" onSubmit={submit} onCancel={cancel} />;
}

/** editPatientModal: opened with `{ patient }`; confirms with the saved patient. */
export function EditPatientBody({ props, confirm, cancel }: ModalBodyProps) {
  const { patient } = props;
  if (!is(patient, AccountPatient)) return <p role="alert">{MESSAGES.unexpected}</p>;
  const submit = async (values: PatientValues) => {
    try {
      const saved = await getApiClient().request(ACCOUNT_PATHS.patient(patient.id), {
        method: 'PUT',
        body: toPatientInput(values),
        answer: AccountPatient,
      });
      confirm(saved);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: PATIENT_FIELDS, failure: MESSAGES.changesNotSaved });
    }
  };
  return (
    <PatientForm
      label={EDIT_PATIENT_TITLE}
      initialValues={patientToValues(patient)}
      submitLabel="Save the changes"
      onSubmit={submit}
      onCancel={cancel}
    />
  );
}

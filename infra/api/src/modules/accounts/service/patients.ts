import { normalisePesel, validateExtraPatientLimit } from '@labshop/shared-contracts/core';
import type {
  AccountPatient,
  MessageAnswer,
  PatientInput,
  PatientList,
} from '@labshop/shared-contracts/core/api/accounts';
import { notFound, ValidationError } from '../../../platform/errors';
import type { Principal } from '../../../platform/principal';
import { isRecordId } from '../../../platform/request-values';
import { throwIfAny } from '../field-errors';
import { patientRules } from '../patient-rules';
import { addPatient, deletePatient, listPatients, updatePatient, type PatientRow } from '../store/patients';
import type { AccountsDeps } from './deps';

export const PATIENT_DELETED_MESSAGE = 'The patient was deleted.';

function shapeOf(row: PatientRow): AccountPatient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    pesel: row.pesel,
    birthDate: row.birthDate,
    sex: row.sex,
    ageGroup: row.ageGroup,
  };
}

function columnsOf(input: PatientInput) {
  const pesel = input.pesel?.trim() ? normalisePesel(input.pesel) : null;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    pesel,
    birthDate: input.birthDate.trim(),
    sex: input.sex,
    ageGroup: input.ageGroup,
  };
}

/** The other patients of an account (the people it buys for); another account's are not found. */
export function createPatientsService(deps: AccountsDeps) {
  const { db, clock } = deps;
  const today = () => clock().toISOString().slice(0, 10);

  return {
    list: async (principal: Principal): Promise<PatientList> => ({
      patients: (await listPatients(db, principal)).map(shapeOf),
    }),

    async add(principal: Principal, input: PatientInput): Promise<AccountPatient> {
      throwIfAny(patientRules(input, today()));
      const row = await addPatient(db, principal, columnsOf(input), (existing) => {
        const limit = validateExtraPatientLimit(existing);
        if (limit !== null) throw new ValidationError({ patients: [limit] }, limit);
      });
      if (!row) throw new Error('The patient was not added');
      return shapeOf(row);
    },

    async update(principal: Principal, patientId: string, input: PatientInput): Promise<AccountPatient> {
      if (!isRecordId(patientId)) throw notFound();
      throwIfAny(patientRules(input, today()));
      const row = await updatePatient(db, principal, patientId, columnsOf(input));
      if (!row) throw notFound();
      return shapeOf(row);
    },

    async remove(principal: Principal, patientId: string): Promise<MessageAnswer> {
      if (!isRecordId(patientId) || !(await deletePatient(db, principal, patientId))) throw notFound();
      return { message: PATIENT_DELETED_MESSAGE };
    },
  };
}

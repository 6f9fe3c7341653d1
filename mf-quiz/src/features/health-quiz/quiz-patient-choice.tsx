import { ACCOUNT_PATHS, PatientList } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { RadioGroup } from '@labshop/shared-contracts/web/ui';

/** The account holder's own quiz: no patient id is sent. */
export const ACCOUNT_HOLDER = '';

/**
 * Whom a signed-in account's quiz is for, where the account has added patients (a child, a parent); nothing for a
 * guest or an account without them: the quiz is then the account holder's.
 */
export function QuizPatientChoice({ value, onChange }: { value: string; onChange: (patientId: string) => void }) {
  const user = useLatestEvent('session:changed')?.user ?? null;
  const patients = useApiQuery(user ? ACCOUNT_PATHS.patients : null, { answer: PatientList });
  if (!user || patients.status !== 'success' || patients.data.patients.length === 0) return null;
  const options = [
    { value: ACCOUNT_HOLDER, label: `${user.firstName} ${user.lastName} (you)` },
    ...patients.data.patients.map((patient) => ({
      value: patient.id,
      label: `${patient.firstName} ${patient.lastName}`,
    })),
  ];
  return <RadioGroup legend="Whom are these answers about?" options={options} value={value} onChange={onChange} />;
}

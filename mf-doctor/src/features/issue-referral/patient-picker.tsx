import { useId, useState } from 'react';
import {
  DOCTOR_PRACTICE_PATHS,
  PATIENT_SEARCH_MIN_LENGTH,
  PatientSearchAnswer,
  type PatientSearchHit,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { PracticeFailure } from '../practice/practice-failure';
import { useDebounced } from './use-debounced';
import styles from '../practice/practice.module.css';

/**
 * The patient of the referral, found as the doctor types (2 characters or more) by name, PESEL or phone among the
 * doctor's own patients, or anyone by a whole PESEL or phone number.
 */
export function PatientPicker({
  patient,
  onChoose,
  error,
}: {
  patient: PatientSearchHit | null;
  onChoose: (patient: PatientSearchHit | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const ready = typed.length >= PATIENT_SEARCH_MIN_LENGTH && patient === null;
  const found = useApiQuery(ready ? DOCTOR_PRACTICE_PATHS.patientSearch : null, {
    query: { q: typed },
    answer: PatientSearchAnswer,
  });
  const listId = useId();
  if (patient !== null) {
    return (
      <div className={styles.option}>
        <span>
          <strong>{patient.name}</strong> · {patient.phone}
        </span>
        <Button theme="secondary" size="sm" onClick={() => onChoose(null)}>
          {TEXTS.changePatient}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <TextField
        label={TEXTS.patientSearch}
        hint={TEXTS.patientSearchHint}
        error={error}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={listId}
      />
      <div id={listId} aria-live="polite">
        {ready && found.status === 'loading' ? <p>{TEXTS.searching}</p> : null}
        {ready && found.status === 'error' ? (
          <PracticeFailure error={found.error} message={TEXTS.patientsFailed} onRetry={found.retry} />
        ) : null}
        {ready && found.status === 'success' && found.data.patients.length === 0 ? (
          <p role="alert">{TEXTS.unknownPatient}</p>
        ) : null}
        {ready && found.status === 'success' && found.data.patients.length > 0 ? (
          <ul className={styles.options} aria-label={TEXTS.patientSearch}>
            {found.data.patients.map((hit) => (
              <li key={hit.id} className={styles.option}>
                <span>
                  <strong>{hit.name}</strong> · {hit.phone}
                </span>
                <Button theme="outline" size="sm" onClick={() => onChoose(hit)} aria-label={`Choose ${hit.name}`}>
                  Choose
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { is } from 'superstruct';
import { AddVisitServiceProps, formatMoney, type AddVisitServiceChoice } from '@labshop/shared-contracts/core';
import { Button, CheckboxGroup, type ModalBodyProps, modalChoice } from '@labshop/shared-contracts/web/ui';

export const ADD_VISIT_SERVICE_TEXTS = {
  title: 'Add a visit for a patient',
  legend: 'Who is it for?',
  none: 'Choose at least one patient.',
  confirm: 'Add to the cart',
  cancel: 'Cancel',
} as const;

/**
 * addVisitServiceToPatient: the buyer chooses which of the cart's patients a visit service (a consultation) is for.
 * It is charged once per patient, and the total below the choice says so as it changes.
 */
export function AddVisitServiceBody({ props, confirm, cancel }: ModalBodyProps) {
  const known = is(props, AddVisitServiceProps) ? props : null;
  const [chosen, setChosen] = useState<string[]>(known?.chosen ?? known?.patients.map((patient) => patient.id) ?? []);
  const [refused, setRefused] = useState(false);
  if (!known) {
    return (
      <div className={modalChoice.body}>
        <p>The visit could not be offered. Please try again.</p>
        <div className={modalChoice.actions}>
          <Button size="modal" onClick={cancel}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  const { service, currency, patients } = known;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setRefused(true);
      return;
    }
    confirm({ patientIds: chosen } satisfies AddVisitServiceChoice);
  };
  const price = formatMoney(service.priceMinor, currency);
  const total = formatMoney(service.priceMinor * chosen.length, currency);
  return (
    <form className={modalChoice.body} onSubmit={submit} aria-label={ADD_VISIT_SERVICE_TEXTS.title} noValidate>
      <p>
        {service.name}: {price} per patient.
      </p>
      <CheckboxGroup
        legend={ADD_VISIT_SERVICE_TEXTS.legend}
        options={patients.map((patient) => ({ value: patient.id, label: patient.name }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setRefused(false);
        }}
        error={refused ? ADD_VISIT_SERVICE_TEXTS.none : undefined}
      />
      <p role="status">{chosen.length === 0 ? 'No patient chosen yet.' : `${chosen.length} × ${price} = ${total}`}</p>
      <div className={modalChoice.actions}>
        <Button type="button" theme="outline" size="modal" onClick={cancel}>
          {ADD_VISIT_SERVICE_TEXTS.cancel}
        </Button>
        <Button type="submit" size="modal">
          {ADD_VISIT_SERVICE_TEXTS.confirm}
        </Button>
      </div>
    </form>
  );
}

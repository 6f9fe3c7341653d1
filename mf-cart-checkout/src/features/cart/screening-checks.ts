import { reaction } from 'mobx';
import { is } from 'superstruct';
import { ScreeningWarningChoice, type ScreeningWarningProps } from '@labshop/shared-contracts/core';
import type { EventBus } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import { patientName } from './cart-item';
import type { CartStore, ScreeningMismatches } from './cart-store';

export const screeningRemovedMessage = (name: string, patients: string) =>
  `${name} was removed for ${patients}. Choose another patient for it, or another screening package.`;

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const pairKey = (itemId: string, patientId: string) => `${itemId} ${patientId}`;

/**
 * Warns once for each screening programme given to a patient it is not meant for (screeningServiceWarningModal,
 * drawn by the catalogue, which owns the programmes): the buyer goes on with it, or it leaves those patients so
 * they can choose another patient or package. Returns the disconnection.
 */
export function watchScreenings(store: CartStore, bus: EventBus, today: () => string = localToday): () => void {
  const warned = new Set<string>();
  let asking: { itemId: string; patientIds: string[]; name: string } | null = null;

  const unwarned = (): ScreeningMismatches | undefined =>
    store
      .screeningMismatchesOn(today())
      .map((found) => ({
        ...found,
        patients: found.patients.filter(({ patient }) => !warned.has(pairKey(found.item.id, patient.id))),
      }))
      .find((found) => found.patients.length > 0);

  function askNext(): void {
    const found = asking === null ? unwarned() : undefined;
    if (!found) return;
    found.patients.forEach(({ patient }) => warned.add(pairKey(found.item.id, patient.id)));
    asking = {
      itemId: found.item.id,
      patientIds: found.patients.map(({ patient }) => patient.id),
      name: found.item.name,
    };
    bus.emit('modal:open', { name: 'screeningServiceWarningModal', props: warningProps(found) });
  }

  // Every pair of a programme and a patient it is not meant for: a new pair is a new question.
  const stopWatching = reaction(
    () =>
      store
        .screeningMismatchesOn(today())
        .flatMap((found) => found.patients.map(({ patient }) => pairKey(found.item.id, patient.id)))
        .join('|'),
    askNext,
  );
  const answers = bus.on('modal:settled').subscribe(({ name, action, value }) => {
    if (name !== 'screeningServiceWarningModal' || asking === null) return;
    const { itemId, patientIds, name: itemName } = asking;
    asking = null;
    if (action === 'confirm' && is(value, ScreeningWarningChoice) && value.choice === 'choose-another') {
      const names = store.patients.filter((patient) => patientIds.includes(patient.id)).map(patientName);
      patientIds.forEach((patientId) => store.removePatientFromItem(itemId, patientId));
      showToast(screeningRemovedMessage(itemName, names.join(', ')), { type: 'info' });
    }
    askNext();
  });

  return () => {
    stopWatching();
    answers.unsubscribe();
  };
}

function warningProps({ item, screening, patients }: ScreeningMismatches): ScreeningWarningProps {
  return {
    package: { id: item.id, name: item.name },
    targetSex: screening.target_sex,
    age: screening.age,
    mismatches: patients.map(({ patient, reasons }) => ({ patientName: patientName(patient), reasons })),
  };
}

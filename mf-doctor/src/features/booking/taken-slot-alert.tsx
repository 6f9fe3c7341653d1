import type { FreeSlot } from '@labshop/shared-contracts/core';
import { Alert, Button } from '@labshop/shared-contracts/web/ui';
import { visitMoment } from './booking-words';
import styles from './booking.module.css';

/** The slot went to someone else first: the API's words and the next free times, each one click from chosen. */
export function TakenSlotAlert({
  outcome,
  zone,
  onChoose,
}: {
  outcome: { message: string; nextSlots: FreeSlot[] };
  zone: string;
  onChoose: (slot: FreeSlot) => void;
}) {
  return (
    <Alert tone="warning" live="assertive" title={outcome.message}>
      {outcome.nextSlots.length === 0 ? (
        <p>There are no other free times soon. Try a later month.</p>
      ) : (
        <>
          <p>The next free times:</p>
          <ul className={styles.nextSlots}>
            {outcome.nextSlots.map((slot) => {
              const moment = visitMoment(slot.startsAt, zone);
              return (
                <li key={slot.startsAt}>
                  <Button theme="outline" size="sm" type="button" onClick={() => onChoose(slot)}>
                    {moment.day}, {moment.time}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Alert>
  );
}

import { useId } from 'react';
import { VisuallyHidden } from '@labshop/shared-contracts/web/ui';
import { groupSlots, zoneInWords, type BookableSlot } from './slot-groups';
import styles from './slot-picker.module.css';

export interface SlotPickerProps {
  slots: readonly BookableSlot[];
  zones: { patient: string; clinic: string };
  /** The chosen slot's start, or null. */
  value: string | null;
  onChange: (startsAt: string) => void;
  now?: Date;
}

/**
 * A day's times grouped until noon, afternoon and evening, each a radio: Tab reaches the chosen one (or the first),
 * the arrow keys move through every free time. Taken and past times are listed crossed out and cannot be chosen.
 */
export function SlotPicker({ slots, zones, value, onChange, now }: SlotPickerProps) {
  const name = useId();
  const sameZone = zones.patient === zones.clinic;
  const groups = groupSlots(slots, zones, now);
  return (
    <div className={styles.picker}>
      <p className={styles.zone}>
        {sameZone
          ? `Times are ${zoneInWords(zones.clinic)}, the clinic's time.`
          : `Times are your time, ${zoneInWords(zones.patient)}. The clinic keeps ${zoneInWords(zones.clinic)}, shown beside each time.`}
      </p>
      {groups.map((group) => (
        <fieldset key={group.id} className={styles.group}>
          <legend className={styles.legend}>{group.title}</legend>
          {group.slots.length === 0 ? (
            <p className={styles.none}>No times {group.id === 'until-noon' ? 'before noon' : `in the ${group.id}`}.</p>
          ) : (
            <div className={styles.slots}>
              {group.slots.map((slot) => {
                const checked = slot.startsAt === value;
                const clinic = sameZone ? '' : ` (${slot.clinicTime} clinic time)`;
                return (
                  <label
                    key={slot.startsAt}
                    className={[styles.slot, checked ? styles.checked : '', slot.choosable ? '' : styles.taken].join(
                      ' ',
                    )}
                  >
                    <input
                      type="radio"
                      name={name}
                      value={slot.startsAt}
                      checked={checked}
                      disabled={!slot.choosable}
                      className={styles.radio}
                      onChange={() => onChange(slot.startsAt)}
                    />
                    <span>{slot.time}</span>
                    {clinic ? <span className={styles.clinic}>{clinic}</span> : null}
                    {slot.choosable ? null : <VisuallyHidden> (not available)</VisuallyHidden>}
                  </label>
                );
              })}
            </div>
          )}
        </fieldset>
      ))}
    </div>
  );
}

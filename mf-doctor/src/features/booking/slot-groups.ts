import { DateTime } from 'luxon';

/** The parts of a day the free times are grouped in (spec §2, Doctor booking), with the hour each starts at. */
export const SLOT_GROUPS = [
  { id: 'until-noon', title: 'Until noon', fromHour: 0 },
  { id: 'afternoon', title: 'Afternoon', fromHour: 12 },
  { id: 'evening', title: 'Evening', fromHour: 17 },
] as const;

export type SlotGroupId = (typeof SLOT_GROUPS)[number]['id'];

/** A time a visit can start, as the API gives it: an instant, and whether it can still be taken. */
export interface BookableSlot {
  startsAt: string;
  free: boolean;
}

export interface ShownSlot extends BookableSlot {
  /** 'HH:mm' where the patient is. */
  time: string;
  /** 'HH:mm' at the clinic, to say beside the time when the zones differ. */
  clinicTime: string;
  /** False for a time taken or already past: shown, but not choosable. */
  choosable: boolean;
}

export interface SlotGroup {
  id: SlotGroupId;
  title: string;
  slots: ShownSlot[];
}

/** Which part of the day an hour (0-23) falls in. */
export function slotGroupOf(hour: number): SlotGroupId {
  let found: SlotGroupId = 'until-noon';
  for (const group of SLOT_GROUPS) if (hour >= group.fromHour) found = group.id;
  return found;
}

/**
 * A day's times, in order, grouped by the part of the patient's day they fall in. A time is read in the patient's
 * zone (a patient abroad sees the hour on their own clock); the clinic's hour is kept to state beside it.
 */
export function groupSlots(
  slots: readonly BookableSlot[],
  zones: { patient: string; clinic: string },
  now: Date = new Date(),
): SlotGroup[] {
  const nowMillis = now.getTime();
  const shown = [...slots]
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((slot) => {
      const instant = DateTime.fromISO(slot.startsAt, { setZone: true });
      const local = instant.setZone(zones.patient);
      return {
        slot: {
          ...slot,
          time: local.toFormat('HH:mm'),
          clinicTime: instant.setZone(zones.clinic).toFormat('HH:mm'),
          choosable: slot.free && instant.toMillis() > nowMillis,
        },
        group: slotGroupOf(local.hour),
      };
    });
  return SLOT_GROUPS.map(({ id, title }) => ({
    id,
    title,
    slots: shown.filter((entry) => entry.group === id).map((entry) => entry.slot),
  }));
}

/** The zone this browser is in, the clinic's when the browser cannot say. */
export function browserZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** 'Europe/Warsaw' as people read it: 'Warsaw time (Europe/Warsaw)'. */
export function zoneInWords(zone: string): string {
  const city = zone.split('/').pop()?.replace(/_/g, ' ') ?? zone;
  return `${city} time (${zone})`;
}

import type { AppointmentStatus } from '@labshop/shared-contracts/core/api/booking';

/** The statuses that occupy a slot (the unique index's). */
export const OCCUPYING: readonly AppointmentStatus[] = ['held', 'booked', 'done', 'no_show'];

/** Whether moving a visit from one of `from` to `to` can free or take its slot. */
export const changesOccupancy = (from: readonly AppointmentStatus[], to: AppointmentStatus) =>
  from.some((status) => OCCUPYING.includes(status) !== OCCUPYING.includes(to));

import { timestamp } from 'drizzle-orm/pg-core';

/** A moment in time: stored with its time zone, read as a Date. Every timestamp column of the shop is one. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

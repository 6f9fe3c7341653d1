import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { forgetOldMessages } from './outbox-store';

const DAY_MS = 24 * 60 * 60_000;
/** A message still holding what it says this long after it was queued failed or never got its turn: erase it. */
export const ERASE_UNSENT_AFTER_DAYS = 7;
/** The record that a message left (no content) is kept this long, so a repeat of its cause does not send it again. */
export const DELETE_RECORD_AFTER_DAYS = 400;

/** Every night (03:30 UTC): erase what old unsent messages still say, and delete very old records. */
export const FORGET_OLD_MESSAGES_CRON = '30 3 * * *';

export function forgetOldMessagesJob(deps: { db: Database; clock: () => Date; log: FastifyBaseLogger }) {
  return async (): Promise<void> => {
    const now = deps.clock().getTime();
    const forgotten = await forgetOldMessages(
      deps.db,
      new Date(now - ERASE_UNSENT_AFTER_DAYS * DAY_MS),
      new Date(now - DELETE_RECORD_AFTER_DAYS * DAY_MS),
    );
    deps.log.info(forgotten, 'Old messages forgotten');
  };
}

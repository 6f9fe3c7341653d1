import fp from 'fastify-plugin';
import { validateMessage } from '@labshop/shared-contracts/core';
import type {
  AdminContactMessage,
  AdminContactMessageSummary,
  ContactAnswer,
  ContactRequest,
} from '@labshop/shared-contracts/core/api/contact';
import { recordAudit } from '../../db/audit-log';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound, ValidationError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { isAdmin, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { answerMail, senderConfirmation, teamMail } from './mails';
import { checkContactMessage, promiseFor, referenceOf } from './rules';
import {
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  recordAnswer,
  type StoredContactMessage,
} from './store/messages';

const EXCERPT_LENGTH = 120;

export interface ContactDependencies {
  db: Database;
  clock: Clock;
  outbox: MessageOutbox;
  /** Where the team reads messages (CONTACT_MAIL_TO). */
  teamAddress: string;
}

/** Messages from the contact page: stored, mailed to the team and confirmed to the sender; answered by admins. */
export function createContactService(deps: ContactDependencies) {
  const { db, clock, outbox, teamAddress } = deps;

  return {
    /** Stores a message (422 by field), and queues the team's copy and the sender's confirmation with it. */
    async send(form: ContactRequest): Promise<ContactAnswer> {
      const checked = checkContactMessage(form, clock());
      return db.transaction(async (tx) => {
        const stored = await insertContactMessage(tx, checked);
        const reference = referenceOf(stored);
        const promise = promiseFor(stored.kind, reference);
        await outbox.queueMail(tx, teamMail(teamAddress, stored, reference), {
          kind: 'contact-message',
          key: `contact-message:${stored.id}`,
        });
        await outbox.queueMail(tx, senderConfirmation(stored, promise), {
          kind: 'contact-confirmation',
          key: `contact-confirmation:${stored.id}`,
        });
        return { reference, kind: stored.kind, message: promise };
      });
    },

    /** Every message, newest first, for an administrator at work (nobody else reads any). */
    async list(principal: Principal): Promise<AdminContactMessageSummary[]> {
      const rows = await listContactMessages(db, principal);
      return rows.map(summaryOf);
    },

    /** One message; 404 when it does not exist or the principal may not read it. */
    async read(principal: Principal, id: string): Promise<AdminContactMessage> {
      const row = isRecordId(id) ? await findContactMessage(db, principal, id) : null;
      if (!row) throw notFound();
      return detailOf(row);
    },

    /** Records an administrator's answer and mails it to the sender in the same transaction; 422 on `answer`. */
    async answer(principal: Principal, id: string, rawAnswer: string): Promise<AdminContactMessage> {
      if (!isAdmin(principal) || !isRecordId(id)) throw notFound();
      const problem = validateMessage(rawAnswer);
      if (problem !== null) throw new ValidationError({ answer: [problem.replace('message', 'answer')] });
      const answer = rawAnswer.trim();
      return db.transaction(async (tx) => {
        const row = await recordAnswer(tx, principal, id, answer, clock());
        if (!row) throw notFound();
        await recordAudit(tx, {
          event: 'contact_message_answered',
          actorId: principal.accountId,
          record: { type: 'contact_message', id },
          after: { answer, answeredAt: row.answeredAt },
        });
        const reference = referenceOf(row);
        // Keyed by the answer's time: a second answer to the same message is mailed too.
        await outbox.queueMail(tx, answerMail(row, reference, answer), {
          kind: 'contact-answer',
          key: `contact-answer:${row.id}:${row.answeredAt?.getTime() ?? 0}`,
        });
        return detailOf(row);
      });
    },
  };
}

function summaryOf(row: StoredContactMessage): AdminContactMessageSummary {
  const text = row.message.replace(/\s+/g, ' ');
  return {
    id: row.id,
    reference: referenceOf(row),
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
    receivedAt: row.receivedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

function detailOf(row: StoredContactMessage): AdminContactMessage {
  return {
    id: row.id,
    reference: referenceOf(row),
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    sharingConsent: row.sharingConsent,
    receivedAt: row.receivedAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

export type ContactService = ReturnType<typeof createContactService>;

declare module 'fastify' {
  interface FastifyInstance {
    contact: ContactService;
  }
}

export default fp(
  async function contactService(fastify) {
    fastify.decorate(
      'contact',
      createContactService({
        db: fastify.db,
        clock: fastify.clock,
        outbox: fastify.outbox,
        teamAddress: fastify.config.contactMailTo,
      }),
    );
  },
  { name: 'contact-service', dependencies: ['database', 'clock', 'messaging'] },
);

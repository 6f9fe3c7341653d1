import type { MailMessage } from '../../platform/outbox';
import type { StoredContactMessage } from './store/messages';

/** The message as the shop's team receives it at the configured address. */
export function teamMail(to: string, message: StoredContactMessage, reference: string): MailMessage {
  const what = message.kind === 'complaint' ? 'Complaint' : 'Question';
  return {
    to,
    subject: `${what} ${reference} from ${message.name}`,
    text: [
      `${what} ${reference}, received ${message.receivedAt.toISOString()}`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Phone: ${message.phone}`,
      `Company: ${message.company ?? '-'}`,
      `May share the details to answer: ${message.sharingConsent ? 'yes' : 'no'}`,
      '',
      message.message,
    ].join('\n'),
  };
}

/** The copy the sender gets, with the reference and the promise they read on the page. */
export function senderConfirmation(message: StoredContactMessage, promise: string): MailMessage {
  return {
    to: message.email,
    subject: 'We have received your message',
    text: [`Hello ${message.name},`, '', promise, '', 'Your message:', message.message, '', 'Labshop'].join('\n'),
  };
}

/** An administrator's answer, mailed to the sender. */
export function answerMail(message: StoredContactMessage, reference: string, answer: string): MailMessage {
  return {
    to: message.email,
    subject: `Re: your message ${reference}`,
    text: [`Hello ${message.name},`, '', answer, '', '---', 'You wrote:', message.message, '', 'Labshop'].join('\n'),
  };
}

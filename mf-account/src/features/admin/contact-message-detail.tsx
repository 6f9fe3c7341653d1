import { ADMIN_CONTACT_PATHS, AdminContactMessage, validateMessage } from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import {
  FocusFirstInvalid,
  Form,
  FormAlert,
  formMessages,
  FormTextAreaField,
  submitErrorsFrom,
  textRule,
  validateWith,
} from '@labshop/shared-contracts/web/forms';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { type } from 'superstruct';
import { MESSAGES } from '../../lib/messages';
import { CONTACT_TEXTS } from './contact-message-texts';
import { formatReceived } from './lab-delivery-texts';
import { AdminLoadFailure } from './load-failure';
import styles from './admin.module.css';

const AnswerStruct = type({
  answer: textRule((answer) => validateMessage(answer)?.replace('message', 'answer') ?? null),
});

/** One message as the sender wrote it, the answer given if any, and a form to (answer it again or) answer it. */
export function ContactMessageDetail({
  id,
  onAnswered,
  onClose,
}: {
  id: string;
  onAnswered: (outcome: string) => void;
  onClose: () => void;
}) {
  const message = useApiQuery(ADMIN_CONTACT_PATHS.message(id), { answer: AdminContactMessage });
  if (message.status === 'loading') return <Loading label={CONTACT_TEXTS.loadingOne} />;
  if (message.status === 'error') return <AdminLoadFailure error={message.error} onRetry={message.retry} />;
  const shown = message.data;

  return (
    <article aria-labelledby="contact-message-title" className={styles.detail}>
      <h3 id="contact-message-title">
        {CONTACT_TEXTS.kind[shown.kind]} {shown.reference}
      </h3>
      <dl>
        <dt>From</dt>
        <dd>
          {shown.name}, <a href={`mailto:${shown.email}`}>{shown.email}</a>, phone {shown.phone}
          {shown.company ? `, ${shown.company}` : ''}
        </dd>
        <dt>Received</dt>
        <dd>{formatReceived(shown.receivedAt)}</dd>
        <dt>Status</dt>
        <dd>{CONTACT_TEXTS.status[shown.status]}</dd>
      </dl>
      <h4>Message</h4>
      <p className={styles.messageText}>{shown.message}</p>
      {shown.answer !== null ? (
        <>
          <h4>Answer sent {shown.answeredAt ? formatReceived(shown.answeredAt) : ''}</h4>
          <p className={styles.messageText}>{shown.answer}</p>
        </>
      ) : null}
      <Form<{ answer?: string }>
        validate={validateWith(AnswerStruct)}
        onSubmit={async (values) => {
          try {
            await getApiClient().request(ADMIN_CONTACT_PATHS.answer(id), {
              method: 'POST',
              body: { answer: values.answer?.trim() ?? '' },
              answer: AdminContactMessage,
            });
            onAnswered(CONTACT_TEXTS.answered(shown.reference));
            return undefined;
          } catch (error) {
            return submitErrorsFrom(error, { fields: ['answer'], failure: MESSAGES.saveFailed });
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Answer the message">
            <FormAlert messages={formMessages(submitError)} />
            <FocusFirstInvalid />
            <FormTextAreaField
              name="answer"
              label={shown.answer === null ? 'Your answer' : 'Another answer'}
              hint="Mailed to the sender. 3 to 1000 characters."
              rows={6}
              maxLength={1000}
              required
            />
            <div className={styles.buttons}>
              <Button type="submit" disabled={submitting}>
                {submitting ? 'Sending…' : 'Send the answer'}
              </Button>
              <Button type="button" theme="outline" onClick={onClose}>
                Back to the messages
              </Button>
            </div>
          </form>
        )}
      />
    </article>
  );
}

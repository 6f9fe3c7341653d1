import { ADMIN_CONTACT_PATHS, AdminContactMessageList } from '@labshop/shared-contracts/core';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Badge, Button } from '@labshop/shared-contracts/web/ui';
import { ContactMessageDetail } from './contact-message-detail';
import { CONTACT_TEXTS } from './contact-message-texts';
import { formatReceived } from './lab-delivery-texts';
import { AdminLoadFailure } from './load-failure';
import { useReviewList } from './use-review-list';
import styles from './admin.module.css';

/**
 * The contact page's messages, newest first, each with its kind and status in words: the administrator opens one
 * and answers it. After an answer the list is read again, the outcome is announced and focus returns to the
 * section's heading.
 */
export function ContactMessagesReview() {
  const { list, openId, open, status, heading, backToList } = useReviewList(
    ADMIN_CONTACT_PATHS.messages,
    AdminContactMessageList,
  );

  return (
    <section aria-labelledby="contact-messages">
      <h2 id="contact-messages" ref={heading} tabIndex={-1}>
        {CONTACT_TEXTS.heading}
      </h2>
      <p>{CONTACT_TEXTS.intro}</p>
      <p role="status">{status}</p>
      {openId !== null ? (
        <ContactMessageDetail id={openId} onAnswered={backToList} onClose={() => backToList()} />
      ) : (
        <>
          {list.status === 'loading' ? <Loading label={CONTACT_TEXTS.loading} /> : null}
          {list.status === 'error' ? <AdminLoadFailure error={list.error} onRetry={list.retry} /> : null}
          {list.status === 'success' && list.data.messages.length === 0 ? <p>{CONTACT_TEXTS.empty}</p> : null}
          {list.status === 'success' && list.data.messages.length > 0 ? (
            <ul className={styles.list} aria-label={CONTACT_TEXTS.heading}>
              {list.data.messages.map((message) => (
                <li key={message.id} className={styles.entry}>
                  <div>
                    <p>
                      <Badge tone={message.kind === 'complaint' ? 'warning' : 'neutral'}>
                        {CONTACT_TEXTS.kind[message.kind]}
                      </Badge>{' '}
                      <Badge tone={message.status === 'answered' ? 'success' : 'info'}>
                        {CONTACT_TEXTS.status[message.status]}
                      </Badge>
                    </p>
                    <p>
                      <strong>{message.reference}</strong> from {message.name} ({message.email}), received{' '}
                      {formatReceived(message.receivedAt)}
                    </p>
                    <p>{message.excerpt}</p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={`Open message ${message.reference} from ${message.name}`}
                    onClick={() => open(message.id)}
                  >
                    Open
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}

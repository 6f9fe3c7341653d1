import { ADMIN_LAB_DELIVERY_PATHS, UnmatchedDeliveryList } from '@labshop/shared-contracts/core';
import { Loading, LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { LabDeliveryDetail } from './lab-delivery-detail';
import { describePatient, formatReceived, LAB_DELIVERY_TEXTS } from './lab-delivery-texts';
import { useReviewList } from './use-review-list';
import styles from './admin.module.css';
import { isForbidden } from '@labshop/shared-contracts/web/forms';

/**
 * Lab reports that matched no paid ordered test, newest first: the administrator opens one, then matches it to
 * its order or dismisses it. After either, the list is read again, the outcome is announced and focus returns to
 * the section's heading, so keyboard and screen-reader users carry on from a known place.
 */
export function LabDeliveriesReview() {
  const { list, openId, open, status, heading, backToList } = useReviewList(
    ADMIN_LAB_DELIVERY_PATHS.unmatched,
    UnmatchedDeliveryList,
  );

  return (
    <section aria-labelledby="lab-deliveries">
      <h2 id="lab-deliveries" ref={heading} tabIndex={-1}>
        {LAB_DELIVERY_TEXTS.heading}
      </h2>
      <p>{LAB_DELIVERY_TEXTS.intro}</p>
      <p role="status">{status}</p>
      {openId !== null ? (
        <LabDeliveryDetail id={openId} onReviewed={backToList} onClose={() => backToList()} />
      ) : (
        <>
          {list.status === 'loading' ? <Loading label={LAB_DELIVERY_TEXTS.loading} /> : null}
          {/* A role that may not review is told once, by the page's first section; this one only says so. */}
          {list.status === 'error' && isForbidden(list.error) ? <p>{MESSAGES.forbidden}</p> : null}
          {list.status === 'error' && !isForbidden(list.error) ? (
            <LoadFailed message={MESSAGES.unexpected} onRetry={list.retry} />
          ) : null}
          {list.status === 'success' && list.data.deliveries.length === 0 ? <p>{LAB_DELIVERY_TEXTS.empty}</p> : null}
          {list.status === 'success' && list.data.deliveries.length > 0 ? (
            <ul className={styles.list} aria-label={LAB_DELIVERY_TEXTS.heading}>
              {list.data.deliveries.map((delivery) => (
                <li key={delivery.id} className={styles.entry}>
                  <div>
                    <p>
                      <strong>{delivery.labName}</strong>, report {delivery.labReportId}, received{' '}
                      {formatReceived(delivery.receivedAt)}
                    </p>
                    <p>{delivery.reason}</p>
                    <p>
                      Order number {delivery.orderNumber}, test {delivery.testName} ({delivery.testCode}). Patient:{' '}
                      {describePatient(delivery.patient)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={`Review report ${delivery.labReportId} from ${delivery.labName}`}
                    onClick={() => open(delivery.id)}
                  >
                    Review
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

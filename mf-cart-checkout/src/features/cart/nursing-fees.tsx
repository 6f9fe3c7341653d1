import { formatMoney, NursingServicesAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import styles from './cart.module.css';

/** What a nurse's visit costs (part of a cart's price), so the visitor knows before checkout. */
export function NursingFees({ currency }: { currency: string }) {
  const fees = useApiQuery('services/nursing-services', { answer: NursingServicesAnswer });
  return (
    <section aria-labelledby="home-visit-fee" aria-busy={fees.status === 'loading'} className={styles.fees}>
      <h2 id="home-visit-fee">Home visit fee</h2>
      {fees.status === 'loading' ? <Loading label="Loading the fees…" /> : null}
      {fees.status === 'error' ? <LoadFailed message="The fees could not be loaded." onRetry={fees.retry} /> : null}
      {fees.status === 'success' ? (
        <>
          <p>
            A nurse can take your samples at home for {formatMoney(fees.data.mobile_nursing_service.price, currency)}{' '}
            per visit, charged once however many tests you order.
          </p>
          <dl className={styles.feeList}>
            <div>
              <dt>Nurse&apos;s fee at a collection point, when a test needs one (per patient)</dt>
              <dd>{formatMoney(fees.data.nursing_service.price, currency)}</dd>
            </div>
            <div>
              <dt>Home visit for a COVID test</dt>
              <dd>{formatMoney(fees.data.covid_nursing_service.price, currency)}</dd>
            </div>
          </dl>
        </>
      ) : null}
    </section>
  );
}

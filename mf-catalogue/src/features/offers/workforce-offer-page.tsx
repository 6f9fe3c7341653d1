import { useId } from 'react';
import { WORKFORCE_OFFER_SLUG } from '@labshop/shared-contracts/core';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { OfferIntro, useOffer } from './offer-page';
import { WorkforceEnquiryForm } from './workforce-enquiry-form';
import styles from './offers.module.css';

const HOW_IT_WORKS = [
  'Tell us how many people work for you and where; we suggest the packages that fit.',
  'Your staff give samples at any of our collection points, or our nurses come to your office.',
  'Each employee sees their own results in their account; nobody else does.',
  'You receive one invoice and a summary for the whole company that names nobody.',
];

/** /offer/invest-in-the-health-of-your-workforce-today: the employers' offer, its packages and a contact form. */
export function WorkforceOfferPage() {
  const offer = useOffer(WORKFORCE_OFFER_SLUG);
  const stepsId = useId();

  if (offer.status === 'error' && isNotFound(offer.error)) return <NotFound />;
  return (
    <Page aria-busy={offer.status === 'loading'}>
      {offer.status === 'loading' ? <Loading label="Loading the offer…" /> : null}
      {offer.status === 'error' ? <LoadFailed message="The offer could not be loaded." onRetry={offer.retry} /> : null}
      {offer.status === 'success' ? (
        <>
          <OfferIntro offer={offer.data} itemsTitle="Packages for your staff" />
          <section aria-labelledby={stepsId} className={styles.steps}>
            <h2 id={stepsId}>How it works</h2>
            <ol>
              {HOW_IT_WORKS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <WorkforceEnquiryForm />
        </>
      ) : null}
    </Page>
  );
}

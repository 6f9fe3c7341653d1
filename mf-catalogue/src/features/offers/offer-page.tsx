import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { OfferDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Image } from '@labshop/shared-contracts/web/ui';
import { isNotFound, LoadFailed, Loading, NotFound, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { offerEndText } from './offer-dates';
import { offersPath } from './paths';
import { PricedItemList } from './priced-item-list';
import styles from './offers.module.css';

/** The widest an offer's picture is shown: the page's column. */
const OFFER_PICTURE_WIDTH = 960;

/** /offer/:slug: one offer, its tests and packages priced at the chosen location. */
export function OfferPage() {
  const { slug = '' } = useParams();
  const offer = useOffer(slug);

  if (offer.status === 'error' && isNotFound(offer.error)) return <NotFound />;
  return (
    <Page aria-busy={offer.status === 'loading'}>
      {offer.status === 'loading' ? <Loading label="Loading the offer…" /> : null}
      {offer.status === 'error' ? <LoadFailed message="The offer could not be loaded." onRetry={offer.retry} /> : null}
      {offer.status === 'success' ? <OfferIntro offer={offer.data} /> : null}
    </Page>
  );
}

export function useOffer(slug: string) {
  const location = useLocationQuery();
  return useApiQuery(`offers/${encodeURIComponent(slug)}`, { query: location, answer: OfferDetail });
}

/** An offer's heading, description and priced items; `itemsTitle` heads the list. */
export function OfferIntro({ offer, itemsTitle = 'Tests in this offer' }: { offer: OfferDetail; itemsTitle?: string }) {
  const currency = useCurrency();
  const itemsId = useId();
  const ends = offerEndText(offer.endsAt);
  return (
    <>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <Link to={offersPath(offer.category.slug)}>{offer.category.name}</Link>
        </p>
        <h1>{offer.title}</h1>
        {ends ? <p className={styles.ends}>{ends}</p> : null}
        <p className={styles.lead}>{offer.description}</p>
        {offer.picture ? (
          <Image
            src={offer.picture.src}
            alt={offer.picture.alt}
            preset="hero"
            width={OFFER_PICTURE_WIDTH}
            sizes={`(max-width: 60rem) 100vw, ${OFFER_PICTURE_WIDTH}px`}
            loading="eager"
            className={styles.offerPicture}
          />
        ) : null}
      </header>
      <section aria-labelledby={itemsId}>
        <h2 id={itemsId}>{itemsTitle}</h2>
        <PricedItemList items={offer.items} currency={currency} label={itemsTitle} />
      </section>
    </>
  );
}

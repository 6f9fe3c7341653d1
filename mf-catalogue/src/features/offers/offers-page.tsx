import { Link, NavLink, useParams } from 'react-router-dom';
import { OffersAnswer, type OfferSummary } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Image } from '@labshop/shared-contracts/web/ui';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { offerEndText } from './offer-dates';
import { offerPath, offersPath } from './paths';
import { CategoryPicture } from '../../lib/category-art/category-picture';
import styles from './offers.module.css';

/** /offers/:slug?: the offers running now, all or of one category. */
export function OffersPage() {
  const { slug } = useParams();
  const offers = useApiQuery('offers', { query: { category: slug }, answer: OffersAnswer });

  if (offers.status === 'error' && isNotFound(offers.error)) return <NotFound />;
  return (
    <Page aria-busy={offers.status === 'loading'}>
      <h1>{offers.status === 'success' && offers.data.category ? offers.data.category.name : 'Offers'}</h1>
      {offers.status === 'loading' ? <Loading label="Loading the offers…" /> : null}
      {offers.status === 'error' ? (
        <LoadFailed message="The offers could not be loaded." onRetry={offers.retry} />
      ) : null}
      {offers.status === 'success' ? <OffersContent answer={offers.data} /> : null}
    </Page>
  );
}

function OffersContent({ answer }: { answer: OffersAnswer }) {
  return (
    <div className={styles.layout}>
      <nav aria-label="Offer categories" className={styles.categories}>
        <ul>
          <li>
            <NavLink to={offersPath()} end>
              All offers
            </NavLink>
          </li>
          {answer.categories.map((category) => (
            <li key={category.slug}>
              <NavLink to={offersPath(category.slug)} end>
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {answer.offers.length === 0 ? (
        <p>
          There are no offers here at the moment. <Link to={offersPath()}>See all offers</Link>
        </p>
      ) : (
        <ul className={styles.offers}>
          {answer.offers.map((offer) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const CARD_PICTURE_SIZES = '(min-width: 768px) 192px, 100vw';

function OfferCard({ offer }: { offer: OfferSummary }) {
  const ends = offerEndText(offer.endsAt);
  return (
    <article className={styles.card}>
      {/* The picture an administrator chose, else the drawing of the offer's family; the title names it either way. */}
      {offer.picture ? (
        <Image
          src={offer.picture.src}
          alt=""
          preset="card"
          width={384}
          sizes={CARD_PICTURE_SIZES}
          className={styles.cardPicture}
        />
      ) : (
        <CategoryPicture slug={offer.slug} width={384} sizes={CARD_PICTURE_SIZES} className={styles.cardPicture} />
      )}
      <p className={styles.eyebrow}>{offer.category.name}</p>
      <h2 className={styles.cardTitle}>
        <Link to={offerPath(offer.slug)}>{offer.title}</Link>
      </h2>
      <p>{offer.summary}</p>
      {ends ? <p className={styles.ends}>{ends}</p> : null}
    </article>
  );
}

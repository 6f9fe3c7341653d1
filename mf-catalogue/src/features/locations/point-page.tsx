import { Link, useParams } from 'react-router-dom';
import { COLLECTION_POINT_FEATURES, CollectionPoint, MARKET } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { featureLabel } from './features';
import { MapView } from './map/map-view';
import { BackToCart, useLocationsPath } from './back-to-cart';
import { cityPath } from './paths';
import { PointActions } from './point-actions';
import styles from './locations.module.css';

/** /locations/:city/:slug: everything about one collection point. */
export function PointPage() {
  const { city = '', slug = '' } = useParams();
  const point = useApiQuery(`collection-points/${encodeURIComponent(city)}/${encodeURIComponent(slug)}`, {
    answer: CollectionPoint,
  });

  if (point.status === 'error' && isNotFound(point.error)) return <NotFound />;
  if (point.status === 'loading') {
    return (
      <Page aria-busy="true">
        <Loading label="Loading the collection point…" />
      </Page>
    );
  }
  if (point.status === 'error') {
    return (
      <Page>
        <LoadFailed message="The collection point could not be loaded." onRetry={point.retry} />
      </Page>
    );
  }
  return <PointDetails point={point.data} />;
}

function PointDetails({ point }: { point: CollectionPoint }) {
  const locationsPath = useLocationsPath();
  return (
    <Page>
      <BackToCart />
      <p>
        <Link to={locationsPath(cityPath(point.city.slug))}>Collection points in {point.city.name}</Link>
      </p>
      <h1>{point.name}</h1>
      {point.closed ? (
        <p role="note" className={styles.closedNotice}>
          This collection point is temporarily closed. You cannot book a visit here; please choose another point.
        </p>
      ) : null}
      <p className={styles.address}>
        {point.street}, {point.postalCode} {point.city.name}, {MARKET.country.name}
      </p>
      <PointActions point={point} showDetailsLink={false} />
      <h2>Opening hours</h2>
      <p>{point.openingHours ?? 'Not given.'}</p>
      {point.additionalOpeningHours ? (
        <>
          <h2>Additional opening hours</h2>
          <p>{point.additionalOpeningHours}</p>
        </>
      ) : null}
      {point.additionalInfo ? (
        <>
          <h2>Good to know</h2>
          <p>{point.additionalInfo}</p>
        </>
      ) : null}
      <h2>Features</h2>
      <dl className={styles.featureTable}>
        {COLLECTION_POINT_FEATURES.map((feature) => (
          <div key={feature}>
            <dt>{featureLabel(feature, point.features)}</dt>
            <dd>{point.features[feature] ? 'Yes' : 'No'}</dd>
          </div>
        ))}
      </dl>
      {point.partnerBrands.length > 0 ? (
        <>
          <h2>Partner brands</h2>
          <ul>
            {point.partnerBrands.map((brand) => (
              <li key={brand}>{brand}</li>
            ))}
          </ul>
        </>
      ) : null}
      <MapView points={[point]} selectedId={point.id} />
    </Page>
  );
}

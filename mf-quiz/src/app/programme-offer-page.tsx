import { useParams } from 'react-router-dom';
import { ComingSoonPage, manifestTitle, NotFound } from '@labshop/shared-contracts/web/remote-kit';

/** The manifest's `/offer/weight-loss-programme-:product`; react-router matches whole segments only. */
const PROGRAMME_PATH = '/offer/weight-loss-programme-:product';
const PROGRAMME_PREFIX = 'weight-loss-programme-';

export function ProgrammeOfferPage() {
  const { slug = '' } = useParams();
  const product = slug.startsWith(PROGRAMME_PREFIX) ? slug.slice(PROGRAMME_PREFIX.length) : '';
  if (!product) return <NotFound />;
  return <ComingSoonPage title={manifestTitle(PROGRAMME_PATH)} />;
}

import { useParams } from 'react-router-dom';
import { NotFound } from '@labshop/shared-contracts/web/remote-kit';
import { ProgrammePage } from '../features/weight-loss-programme/programme-page';

/** The manifest's `/offer/weight-loss-programme-:product`; react-router matches whole segments only. */
const PROGRAMME_PREFIX = 'weight-loss-programme-';

export function ProgrammeOfferPage() {
  const { slug = '' } = useParams();
  const product = slug.startsWith(PROGRAMME_PREFIX) ? slug.slice(PROGRAMME_PREFIX.length) : '';
  if (!product) return <NotFound />;
  return <ProgrammePage product={product} />;
}

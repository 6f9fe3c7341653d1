import { useParams } from 'react-router-dom';
import { PackageDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { PackageView } from './package-view';

/** /package/:slug: a package with its tests and the saving against buying them singly. */
export function PackageDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocationQuery();
  const pack = useApiQuery(`catalogue/packages/${encodeURIComponent(slug)}`, {
    query: location,
    answer: PackageDetail,
  });

  if (pack.status === 'error' && isNotFound(pack.error)) return <NotFound />;
  return (
    <Page aria-busy={pack.status === 'loading'}>
      {pack.status === 'loading' ? <Loading label="Loading the package…" /> : null}
      {pack.status === 'error' ? <LoadFailed message="The package could not be loaded." onRetry={pack.retry} /> : null}
      {pack.status === 'success' ? <PackageView pack={pack.data} /> : null}
    </Page>
  );
}

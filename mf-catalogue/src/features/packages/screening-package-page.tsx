import { useParams } from 'react-router-dom';
import { PackageDetail, ScreeningProgrammeDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { PackageView } from './package-view';
import { ScreeningView } from './screening-view';

/**
 * /package/screening/:slug: one variant of a screening programme. The programme is loaded too, so the
 * visitor can switch to the other variant; the page opens on the variant of the address.
 */
export function ScreeningPackagePage() {
  const { slug = '' } = useParams();
  const location = useLocationQuery();
  const pack = useApiQuery(`catalogue/packages/${encodeURIComponent(slug)}`, {
    query: location,
    answer: PackageDetail,
  });
  const programmeSlug = pack.data?.screening?.programmeSlug;
  const programme = useApiQuery(programmeSlug ? `catalogue/screenings/${encodeURIComponent(programmeSlug)}` : null, {
    query: location,
    answer: ScreeningProgrammeDetail,
  });

  if (pack.status === 'error' && isNotFound(pack.error)) return <NotFound />;
  const failed = pack.status === 'error' || (programmeSlug !== undefined && programme.status === 'error');
  const loading =
    !failed && (pack.status === 'loading' || (programmeSlug !== undefined && programme.status === 'loading'));
  return (
    <Page aria-busy={loading}>
      {loading ? <Loading label="Loading the package…" /> : null}
      {failed ? (
        <LoadFailed
          message="The package could not be loaded."
          onRetry={pack.status === 'error' ? pack.retry : programme.retry}
        />
      ) : null}
      {pack.status === 'success' && pack.data.screening === null ? <PackageView pack={pack.data} /> : null}
      {pack.data?.screening && programme.status === 'success' ? (
        <ScreeningView programme={programme.data} initialVariant={pack.data.screening.screeningType} />
      ) : null}
    </Page>
  );
}

import { useParams } from 'react-router-dom';
import { ScreeningProgrammeDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from '../../lib/chosen-location';
import { ScreeningView } from './screening-view';

/** /screening-test/:slug: a screening programme, opening on its basic variant. */
export function ScreeningTestPage() {
  const { slug = '' } = useParams();
  const location = useLocationQuery();
  const programme = useApiQuery(`catalogue/screenings/${encodeURIComponent(slug)}`, {
    query: location,
    answer: ScreeningProgrammeDetail,
  });

  if (programme.status === 'error' && isNotFound(programme.error)) return <NotFound />;
  return (
    <Page aria-busy={programme.status === 'loading'}>
      {programme.status === 'loading' ? <Loading label="Loading the screening…" /> : null}
      {programme.status === 'error' ? (
        <LoadFailed message="The screening could not be loaded." onRetry={programme.retry} />
      ) : null}
      {programme.status === 'success' ? <ScreeningView programme={programme.data} initialVariant="basic" /> : null}
    </Page>
  );
}

import { useParams, useSearchParams } from 'react-router-dom';
import { BookableService, BOOKING_PATHS } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { BookingForm } from './booking-form';

/**
 * /appointment/choose-date/:visitId, the "make an appointment" screen: the doctor's service (visitId) on a calendar
 * of free times. With `?reschedule=<appointment id>` it moves that visit instead of booking a new one.
 */
export function ChooseDatePage() {
  const { visitId = '' } = useParams();
  const [search] = useSearchParams();
  const service = useApiQuery(BOOKING_PATHS.service(visitId), { answer: BookableService });

  if (service.status === 'error' && isNotFound(service.error)) return <NotFound />;
  return (
    <Page aria-busy={service.status === 'loading'}>
      <h1>{search.get('reschedule') ? 'Move the visit' : 'Make an appointment'}</h1>
      {service.status === 'loading' ? <Loading label="Loading the doctor's free times…" /> : null}
      {service.status === 'error' ? (
        <LoadFailed message="The service could not be loaded." onRetry={service.retry} />
      ) : null}
      {service.status === 'success' ? (
        <BookingForm service={service.data} rescheduleId={search.get('reschedule')} />
      ) : null}
    </Page>
  );
}

import { useParams } from 'react-router-dom';
import { DoctorCard } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { NotFound, isNotFound, LoadFailed, Loading, useCurrency, Page } from '@labshop/shared-contracts/web/remote-kit';
import { DoctorProfile } from './doctor-profile';

/** /doctor/:slug: a doctor's public card. */
export function DoctorCardPage() {
  const { slug = '' } = useParams();
  const currency = useCurrency();
  const doctor = useApiQuery(`doctors/${encodeURIComponent(slug)}`, { answer: DoctorCard });

  if (doctor.status === 'error' && isNotFound(doctor.error)) return <NotFound />;
  return (
    <Page aria-busy={doctor.status === 'loading'}>
      {doctor.status === 'loading' ? (
        <>
          <h1>Doctor</h1>
          <Loading label="Loading the doctor's card…" />
        </>
      ) : null}
      {doctor.status === 'error' ? (
        <>
          <h1>Doctor</h1>
          <LoadFailed message="The doctor's card could not be loaded." onRetry={doctor.retry} />
        </>
      ) : null}
      {doctor.status === 'success' ? <DoctorProfile doctor={doctor.data} currency={currency} /> : null}
    </Page>
  );
}

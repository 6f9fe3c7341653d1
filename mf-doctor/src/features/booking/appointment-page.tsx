import { useParams } from 'react-router-dom';
import { Appointment, BOOKING_PATHS } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { AppointmentDetails } from './appointment-details';

/** /appointment/selected/:visitId, the appointment-arranged confirmation of one visit (visitId: the appointment). */
export function AppointmentPage() {
  const { visitId = '' } = useParams();
  const appointment = useApiQuery(BOOKING_PATHS.appointment(visitId), { answer: Appointment });

  if (appointment.status === 'error' && isNotFound(appointment.error)) return <NotFound />;
  return (
    <Page aria-busy={appointment.status === 'loading'}>
      {appointment.status === 'success' ? (
        <AppointmentDetails appointment={appointment.data} onChanged={appointment.retry} />
      ) : (
        <h1>Appointment arranged</h1>
      )}
      {appointment.status === 'loading' ? <Loading label="Loading your visit…" /> : null}
      {appointment.status === 'error' ? (
        <LoadFailed message="Your visit could not be loaded." onRetry={appointment.retry} />
      ) : null}
    </Page>
  );
}

import {
  BOOKING_PATHS,
  DOCTOR_PROFILE_PATHS,
  DoctorAvailability,
  DoctorCard,
  DoctorProfile,
  FacilityChoices,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { ProfileFirst } from '../../lib/profile-first';
import { AvailabilityForm } from './availability-form';

export const AVAILABILITY_PATH = '/doctor/area/availability';

/**
 * When the doctor receives: weekly hours per service, facility and meeting type, with the length of a visit, and
 * days off. The services come from the doctor's public card (their ids are what a rule names).
 */
export function AvailabilityPage() {
  const availability = useApiQuery(BOOKING_PATHS.doctorAvailability, { answer: DoctorAvailability });
  const profile = useApiQuery(DOCTOR_PROFILE_PATHS.profile, { answer: DoctorProfile });
  const slug = profile.data?.cardSlug ?? null;
  const card = useApiQuery(slug ? `doctors/${encodeURIComponent(slug)}` : null, { answer: DoctorCard });
  const facilities = useApiQuery('collection-points', { answer: FacilityChoices });
  // A doctor with no public card yet has no services to open hours for; the API knows no such doctor (404).
  const unpublished =
    (profile.status === 'success' && slug === null) ||
    (availability.status === 'error' && isNotFound(availability.error));
  const failed = unpublished
    ? undefined
    : [availability, profile, facilities].find((query) => query.status === 'error');
  return (
    <Page aria-busy={!failed && !unpublished && card.status !== 'success'}>
      <h1>Availability</h1>
      {failed ? <LoadFailed message="Your availability could not be loaded." onRetry={failed.retry} /> : null}
      {unpublished ? <ProfileFirst why="The services you open hours for come from your public card." /> : null}
      {!failed && !unpublished && (availability.status !== 'success' || card.status !== 'success') ? (
        <Loading label="Loading your availability…" />
      ) : null}
      {availability.status === 'success' && card.status === 'success' ? (
        <AvailabilityForm
          initial={availability.data}
          services={card.data.services}
          facilities={facilities.data?.items ?? []}
        />
      ) : null}
    </Page>
  );
}

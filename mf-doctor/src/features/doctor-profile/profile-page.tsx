import { Link } from 'react-router-dom';
import { ApiError, DOCTOR_PROFILE_PATHS, DoctorProfile, FacilityChoices } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { EmptyState, Inbox } from '@labshop/shared-contracts/web/ui';
import { ProfileForm } from './profile-form';
import { PROFILE_TEXTS as TEXTS } from './profile-texts';
import styles from './profile.module.css';

const isForbidden = (error: Error) => error instanceof ApiError && (error.code === 403 || error.code === 401);

/** /doctor/area/profile: the doctor's profile, the payout settings and what the public card shows. */
export function ProfilePage() {
  const profile = useApiQuery(DOCTOR_PROFILE_PATHS.profile, { answer: DoctorProfile });
  const points = useApiQuery('collection-points', { answer: FacilityChoices });
  const loading = profile.status === 'loading' || points.status === 'loading';
  return (
    <Page aria-busy={loading} className={styles.page}>
      <h1>{TEXTS.heading}</h1>
      {loading ? <Loading label={TEXTS.loading} /> : null}
      {profile.status === 'error' && isForbidden(profile.error) ? <p role="alert">{TEXTS.forbidden}</p> : null}
      {profile.status === 'error' && !isForbidden(profile.error) ? (
        <LoadFailed message={TEXTS.loadFailed} onRetry={profile.retry} />
      ) : null}
      {profile.status === 'success' && points.status === 'error' ? (
        <LoadFailed message={TEXTS.loadFailed} onRetry={points.retry} />
      ) : null}
      {profile.status === 'success' && points.status === 'success' ? (
        <Loaded profile={profile.data} points={points.data} onSaved={profile.retry} />
      ) : null}
    </Page>
  );
}

function Loaded({
  profile,
  points,
  onSaved,
}: {
  profile: DoctorProfile;
  points: FacilityChoices;
  onSaved: () => void;
}) {
  return (
    <>
      {profile.cardSlug === null ? (
        <EmptyState icon={Inbox} title={TEXTS.firstTimeTitle} headingLevel={2}>
          <p>{TEXTS.firstTimeHint}</p>
        </EmptyState>
      ) : (
        <p>
          <Link to={`/doctor/${profile.cardSlug}`}>{TEXTS.cardLink}</Link>
        </p>
      )}
      <ProfileForm profile={profile} facilities={points.items} onSaved={onSaved} />
    </>
  );
}

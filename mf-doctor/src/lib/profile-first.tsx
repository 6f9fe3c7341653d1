import { Link } from 'react-router-dom';
import { Alert } from '@labshop/shared-contracts/web/ui';
import { PROFILE_PATH } from './doctor-area-paths';

export const PROFILE_FIRST_TITLE = 'Complete your profile first';
export const PROFILE_FIRST_LINK = 'Complete your profile';

/**
 * A doctor without a public card has no bookable services, so the booking pages have nothing to show: this says
 * why, and where to go, instead of a failure the doctor cannot act on.
 */
export function ProfileFirst({ why }: { why: string }) {
  return (
    <Alert tone="info" title={PROFILE_FIRST_TITLE}>
      <p>
        {why} <Link to={PROFILE_PATH}>{PROFILE_FIRST_LINK}</Link>.
      </p>
    </Alert>
  );
}

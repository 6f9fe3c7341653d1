import { useId } from 'react';
import { ApiError, REFERRAL_PATHS, ReferralsOverview } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { UNEXPECTED_MESSAGE } from './load-error';
import { ReferralsEntry } from './referrals-entry';
import { REFERRALS_TEXTS } from './referrals-texts';
import styles from './referrals-section.module.css';

/**
 * The referrals part of the results and referrals page: each patient's referrals, newest first, with a way to put
 * a referral's tests in the cart.
 */
export function ReferralsSection() {
  const headingId = useId();
  const query = useApiQuery(REFERRAL_PATHS.patientReferrals, { answer: ReferralsOverview });
  // Signed out, the page itself asks the visitor to log in. An API without referrals yet (remotes and the API are
  // deployed apart) has nothing to show either: the results stay usable.
  if (query.status === 'error' && query.error instanceof ApiError && [401, 404].includes(query.error.code)) {
    return null;
  }
  const groups = query.data?.patients.filter((group) => group.referrals.length > 0) ?? [];
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.status === 'loading'}>
      <h2 id={headingId}>{REFERRALS_TEXTS.heading}</h2>
      {/* The page's own loading line is the one announced; this one is read in place. */}
      {query.status === 'loading' ? <p className={styles.muted}>{REFERRALS_TEXTS.loading}</p> : null}
      {query.status === 'error' ? <LoadFailed message={UNEXPECTED_MESSAGE} onRetry={query.retry} /> : null}
      {query.status === 'success' && groups.length === 0 ? <p>{REFERRALS_TEXTS.empty}</p> : null}
      {groups.map(({ patient, referrals }) => {
        const name = `${patient.firstName} ${patient.lastName}`;
        return (
          <div key={patient.id}>
            <h3>{name}</h3>
            <ul className={styles.list} aria-label={`Referrals of ${name}`}>
              {referrals.map((referral) => (
                <ReferralsEntry key={referral.id} referral={referral} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

import { formatMoney, type PatientReferral } from '@labshop/shared-contracts/core';
import { Button, showToast } from '@labshop/shared-contracts/web/ui';
import { formatDate } from './format-date';
import { addReferralToCart } from './referrals-cart';
import { REFERRALS_TEXTS } from './referrals-texts';
import styles from './referrals-section.module.css';

function placeWords(referral: PatientReferral): string {
  return referral.location.kind === 'home-service'
    ? `Home visit in ${referral.location.cityName}`
    : `At ${referral.location.facilityName}`;
}

/** One referral: when and by whom, where, its tests at today's prices, its status in words, and the way to buy it. */
export function ReferralsEntry({ referral }: { referral: PatientReferral }) {
  const issued = formatDate(referral.issuedAt);
  const doctor = `Dr ${referral.doctor.name}`;
  const money = (minor: number) => formatMoney(minor, referral.currency);
  const buy = () => {
    addReferralToCart(referral);
    showToast(REFERRALS_TEXTS.added, { type: 'success' });
  };
  return (
    // The id is where the link in the patient's text message points.
    <li id={`referral-${referral.id}`} className={styles.referral}>
      <strong>
        Referral of {issued} from {doctor}
      </strong>
      <span className={styles.muted}>{placeWords(referral)}</span>
      <ul className={styles.tests} aria-label={`Tests of the referral of ${issued}`}>
        {referral.tests.map((test) => (
          <li key={test.id}>
            {test.name}:{' '}
            {test.available && test.priceMinor !== null ? money(test.priceMinor) : REFERRALS_TEXTS.unavailable}
          </li>
        ))}
      </ul>
      <span>
        Total {money(referral.totalMinor)}
        {referral.discountMinor > 0
          ? ` after the doctor discount of ${referral.discountPercent}% (${money(referral.discountMinor)} off)`
          : ''}
      </span>
      <span className={styles.status}>Status: {referral.statusWords}</span>
      {referral.canBuy ? (
        <Button
          className={styles.actions}
          size="sm"
          onClick={buy}
          aria-label={`${REFERRALS_TEXTS.addToCart}: referral of ${issued} from ${doctor}`}
        >
          {REFERRALS_TEXTS.addToCart}
        </Button>
      ) : null}
    </li>
  );
}

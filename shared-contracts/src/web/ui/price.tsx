import { formatMoney, lowestPriceBesideReduction } from '@labshop/shared-contracts/core';
import { VisuallyHidden } from './visually-hidden';
import styles from './price.module.css';

/** The words beside a reduced price that say what the earlier price was (spec: the lowest of the last 30 days). */
export const LOWEST_PRICE_30D_LABEL = 'Lowest price in the last 30 days';

export interface PriceProps {
  /** What the person pays now, in minor units (pence, grosze). */
  amountMinor: number;
  currency: string;
  /**
   * The lowest price of the last 30 days before this one. Shown only when the price now is below it, so a reduction
   * can be seen to be real; after a rise it would only confuse.
   */
  lowest30dMinor?: number | null;
  /** The price before a discount that applies to this person (a doctor's discount), struck through; only if higher. */
  previousMinor?: number | null;
  /** What the price is, written above it ('Standard price', 'Reduced price at …'); it stands out beside a reduction. */
  label?: string;
  /** sm in lists and lines, md on cards, lg where the person decides to buy. */
  size?: 'sm' | 'md' | 'lg';
  /** `end` lines the price up on the right, as in a column of amounts. */
  align?: 'start' | 'end';
  className?: string;
}

/** Whether the price is a reduction against the last 30 days, so a label can say 'Reduced price'. */
export function isReducedPrice(amountMinor: number, lowest30dMinor: number | null | undefined): boolean {
  return lowestPriceBesideReduction(amountMinor, lowest30dMinor ?? null) !== null;
}

/**
 * One way to show a price across the site: the amount in the site's money format (no decimals for a whole amount,
 * otherwise two), the earlier price struck through and said in words to those who do not see the line, and the
 * lowest price of the last 30 days beside a reduction.
 */
export function Price({
  amountMinor,
  currency,
  lowest30dMinor = null,
  previousMinor = null,
  label,
  size = 'md',
  align = 'start',
  className,
}: PriceProps) {
  const lowest = lowestPriceBesideReduction(amountMinor, lowest30dMinor);
  const previous = previousMinor !== null && previousMinor > amountMinor ? previousMinor : null;
  const classes = [styles.price, styles[size], align === 'end' ? styles.end : undefined, className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {label ? (
        <p className={lowest === null ? styles.label : `${styles.label} ${styles.reducedLabel}`}>{label}</p>
      ) : null}
      <p className={styles.amount}>
        {formatMoney(amountMinor, currency)}
        {previous !== null ? (
          <s className={styles.previous}>
            <VisuallyHidden>instead of </VisuallyHidden>
            {formatMoney(previous, currency)}
          </s>
        ) : null}
      </p>
      {lowest !== null ? (
        <p className={styles.lowest}>
          {LOWEST_PRICE_30D_LABEL}: {formatMoney(lowest, currency)}
        </p>
      ) : null}
    </div>
  );
}

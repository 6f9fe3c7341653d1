import { formatMoney, quoteLineText, type BreakdownLine, type BreakdownPerson } from '@labshop/shared-contracts/core';
import styles from './price-lines.module.css';

export interface PriceLine extends BreakdownLine {
  kind: string;
  amountMinor: number;
  itemId?: string | null;
}

export interface PriceLinesProps {
  lines: readonly PriceLine[];
  /** The people lines may be for, named after the line. */
  people: readonly BreakdownPerson[];
  totalMinor: number;
  currency: string;
  /** How the total reads ('Total to pay', 'Total'). */
  totalLabel: string;
  /** The list's accessible name. */
  label: string;
}

/**
 * A price breakdown, line by line, then the total: the same words and amounts in the cart, at checkout and on the
 * order's status page, so the buyer reads one breakdown from the first step to the last.
 */
export function PriceLines({ lines, people, totalMinor, currency, totalLabel, label }: PriceLinesProps) {
  return (
    <dl aria-label={label} className={styles.lines}>
      {lines.map((line, index) => (
        <div key={`${line.kind}-${line.itemId ?? ''}-${line.patientId ?? ''}-${index}`} className={styles.row}>
          <dt>{quoteLineText(line, people)}</dt>
          <dd>{formatMoney(line.amountMinor, currency)}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{totalLabel}</dt>
        <dd>{formatMoney(totalMinor, currency)}</dd>
      </div>
    </dl>
  );
}

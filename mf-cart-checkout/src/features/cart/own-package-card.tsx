import { useId } from 'react';
import { formatMoney } from '@labshop/shared-contracts/core';
import { Badge, IconButton, Price, Trash2 } from '@labshop/shared-contracts/web/ui';
import { OWN_PACKAGE_NAME, linePriceMinor, type CartLine } from './cart-lines';
import styles from './cart-item-card.module.css';

export interface OwnPackageCardProps {
  line: Extract<CartLine, { kind: 'own-package' }>;
  currency: string;
  /** Whom the package is for, in a patient's group. */
  patient?: string;
  onRemove: () => void;
}

/** The discount the package earns, in a badge, and what it saves (or how to earn one) beside it. */
function discountTexts(line: OwnPackageCardProps['line'], currency: string): { badge: string; note: string } {
  const { percent, discountMinor, nextHint } = line.discount;
  if (percent > 0) {
    return { badge: `Own package discount ${percent}%`, note: `You save ${formatMoney(discountMinor, currency)}` };
  }
  const toAdd = nextHint?.itemsToAdd ?? 0;
  return {
    badge: 'No discount yet',
    note: `Add ${toAdd} more ${toAdd === 1 ? 'test' : 'tests'} for a ${nextHint?.nextPercent ?? 0}% discount`,
  };
}

/**
 * The buyer's custom package as one line of the cart: its name and discount, the tests it holds listed under it,
 * its price for one patient after the discount (the tests' sum struck through), and one way to remove it.
 */
export function OwnPackageCard({ line, currency, patient, onRemove }: OwnPackageCardProps) {
  const nameId = useId();
  const count = line.items.length;
  const discount = discountTexts(line, currency);
  return (
    <li className={styles.card} aria-labelledby={nameId}>
      <div className={styles.body}>
        <span id={nameId} className={styles.name}>
          {OWN_PACKAGE_NAME}
        </span>
        <Badge tone={line.discount.percent > 0 ? 'success' : 'neutral'}>{discount.badge}</Badge>
        <span className={styles.patient}>{discount.note}</span>
        {patient ? <span className={styles.patient}>For {patient}</span> : null}
        <ul className={styles.contents} aria-label={`${count} ${count === 1 ? 'test' : 'tests'} in your own package`}>
          {line.items.map((item) => (
            <li key={item.id}>
              {item.name}
              {item.available === false ? ' (not available here)' : ''}
            </li>
          ))}
        </ul>
      </div>
      <Price
        amountMinor={linePriceMinor(line)}
        previousMinor={line.discount.baseMinor}
        currency={currency}
        size="sm"
        align="end"
      />
      <IconButton label={`Remove ${OWN_PACKAGE_NAME.toLowerCase()}`} icon={Trash2} theme="outline" onClick={onRemove} />
    </li>
  );
}

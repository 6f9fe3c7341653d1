import { useId } from 'react';
import { Button, IconButton, Price, Trash2 } from '@labshop/shared-contracts/web/ui';
import type { CartItem } from './cart-item';
import { PatientInvitation } from './patient-invitation';
import styles from './cart-item-card.module.css';

export interface CartItemCardProps {
  item: CartItem;
  currency: string;
  /** Whom the test is for, in a patient's group. */
  patient?: string;
  /** The price for one patient after the doctor's discount, when the test has one. */
  reducedPrice?: number;
  onRemove: () => void;
  /** The item waits for a patient while the cart has some: invite the visitor to add one for it. */
  invite?: boolean;
  /** A screening package: changes it to its programme's other variant (basic ↔ extended). */
  onSwitchVariant?: () => void;
}

function switchLabel(item: CartItem): string {
  return item.screening_type === 'basic' ? 'Switch to the extended variant' : 'Switch to the basic variant';
}

/** One test of the cart as a card: its name, whom it is for, its price and the way to remove it. */
export function CartItemCard({
  item,
  currency,
  patient,
  reducedPrice,
  onRemove,
  invite = false,
  onSwitchVariant,
}: CartItemCardProps) {
  const nameId = useId();
  return (
    <li className={styles.card}>
      <div className={styles.body}>
        <span id={nameId} className={styles.name}>
          {item.name}
        </span>
        {patient ? <span className={styles.patient}>For {patient}</span> : null}
        {item.screening_type ? (
          <span className={styles.patient}>
            {item.screening_type === 'basic' ? 'Basic variant' : 'Extended variant'}
          </span>
        ) : null}
        {onSwitchVariant ? (
          <Button theme="link" size="sm" onClick={onSwitchVariant} aria-describedby={nameId}>
            {switchLabel(item)}
          </Button>
        ) : null}
        {invite ? <PatientInvitation itemId={item.id} describedBy={nameId} /> : null}
      </div>
      <Price
        amountMinor={reducedPrice !== undefined && reducedPrice < item.price ? reducedPrice : item.price}
        previousMinor={item.price}
        currency={currency}
        size="sm"
        align="end"
      />
      <IconButton label={`Remove ${item.name}`} icon={Trash2} theme="outline" onClick={onRemove} />
    </li>
  );
}

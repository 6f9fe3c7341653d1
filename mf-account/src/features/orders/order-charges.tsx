import { useId } from 'react';
import type { OrderDetails, OrderLine } from '@labshop/shared-contracts/core';
import { Card, Price } from '@labshop/shared-contracts/web/ui';
import styles from './orders.module.css';

/**
 * What the order charged, as it was priced and stored when it was placed (never priced again): each person's tests
 * and their own discounts, then the fees and discounts of the whole order, and the totals.
 */
export function OrderCharges({ order }: { order: OrderDetails }) {
  const headingId = useId();
  const shared = order.lines.filter((line) => line.patientId === null);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>What was charged</h2>
      <div className={styles.sections}>
        {order.patients.map((patient) => {
          const lines = order.lines.filter((line) => line.patientId === patient.id);
          if (lines.length === 0) return null;
          const name = `${patient.firstName} ${patient.lastName}`;
          return (
            <Card
              key={patient.id}
              as="section"
              aria-label={`For ${name}`}
              header={<h3 className={styles.cardTitle}>For {name}</h3>}
            >
              <Lines lines={lines} currency={order.currency} label={`Charged for ${name}`} />
            </Card>
          );
        })}
        {shared.length > 0 ? (
          <Card
            as="section"
            aria-label="For the whole order"
            header={<h3 className={styles.cardTitle}>For the whole order</h3>}
          >
            <Lines lines={shared} currency={order.currency} label="Charged for the whole order" />
          </Card>
        ) : null}
        <dl className={styles.facts} aria-label="Totals">
          <dt>Subtotal</dt>
          <dd>
            <Price amountMinor={order.subtotalMinor} currency={order.currency} size="sm" />
          </dd>
          {order.savingsMinor > 0 ? (
            <>
              <dt>You saved{order.discountCode ? ` (code ${order.discountCode})` : ''}</dt>
              <dd>
                <Price amountMinor={order.savingsMinor} currency={order.currency} size="sm" />
              </dd>
            </>
          ) : null}
          <dt>Total</dt>
          <dd>
            <Price amountMinor={order.totalMinor} currency={order.currency} size="md" />
          </dd>
        </dl>
      </div>
    </section>
  );
}

function Lines({ lines, currency, label }: { lines: readonly OrderLine[]; currency: string; label: string }) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {lines.map((line, index) => (
        <li key={`${line.kind}-${line.itemId ?? index}-${index}`} className={styles.line}>
          <span>
            {line.label}
            {line.quantity !== null && line.quantity > 1 && line.unitPriceMinor !== null ? (
              <span className={styles.muted}> × {line.quantity}</span>
            ) : null}
          </span>
          <Price amountMinor={line.amountMinor} currency={currency} size="sm" align="end" />
        </li>
      ))}
    </ul>
  );
}

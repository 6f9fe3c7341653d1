import { formatMoney, type OrderDetails } from '@labshop/shared-contracts';
import styles from './order-facts.module.css';

function whereText(order: OrderDetails): string {
  if (order.location.kind === 'collection-point') return `Test centre: ${order.location.facilityName}`;
  const address = order.address;
  const street = address
    ? `${address.street} ${address.houseNumber}${address.homeNumber ? `/${address.homeNumber}` : ''}, ${address.postCode} `
    : '';
  return `Home visit: ${street}${order.location.cityName}`;
}

/** What was ordered, for whom, where, and what it costs, as the API priced it. */
export function OrderFacts({ order }: { order: OrderDetails }) {
  return (
    <section aria-labelledby="order-facts" className={styles.facts}>
      <h2 id="order-facts">Order {order.number}</h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Where</dt>
          <dd>{whereText(order)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{order.patients.length === 1 ? 'Patient' : 'Patients'}</dt>
          <dd>{order.patients.map((patient) => `${patient.firstName} ${patient.lastName}`).join(', ')}</dd>
        </div>
        <div className={styles.row}>
          <dt>Confirmation sent to</dt>
          <dd>{order.email}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd>{formatMoney(order.totalMinor, order.currency)}</dd>
        </div>
      </dl>
    </section>
  );
}

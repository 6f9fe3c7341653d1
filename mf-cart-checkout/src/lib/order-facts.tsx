import { homeVisitText, type OrderDetails } from '@labshop/shared-contracts/core';
import { PriceLines } from './price-lines';
import styles from './order-facts.module.css';

function whereText(order: OrderDetails): string {
  if (order.location.kind === 'collection-point') return `Test centre: ${order.location.facilityName}`;
  const address = order.address;
  const street = address
    ? `${address.street} ${address.houseNumber}${address.homeNumber ? `/${address.homeNumber}` : ''}, ${address.postCode} `
    : '';
  return `Home visit: ${street}${order.location.cityName}`;
}

/** What was ordered, for whom, where, and what it costs line by line, as the order was priced and charged. */
export function OrderFacts({ order }: { order: OrderDetails }) {
  const people = order.patients.map((patient) => ({
    id: patient.id,
    name: `${patient.firstName} ${patient.lastName}`,
  }));
  return (
    <section aria-labelledby="order-facts" className={styles.facts}>
      <h2 id="order-facts">Order {order.number}</h2>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>Where</dt>
          <dd>{whereText(order)}</dd>
        </div>
        {order.homeVisit ? (
          <div className={styles.row}>
            <dt>Nurse&apos;s visit</dt>
            <dd>{homeVisitText(order.homeVisit)}</dd>
          </div>
        ) : null}
        <div className={styles.row}>
          <dt>{order.patients.length === 1 ? 'Patient' : 'Patients'}</dt>
          <dd>{order.patients.map((patient) => `${patient.firstName} ${patient.lastName}`).join(', ')}</dd>
        </div>
        <div className={styles.row}>
          <dt>Confirmation sent to</dt>
          <dd>{order.email}</dd>
        </div>
      </dl>
      <h3>What you pay</h3>
      <PriceLines
        lines={order.lines}
        people={people}
        totalMinor={order.totalMinor}
        currency={order.currency}
        totalLabel="Total"
        label="Price breakdown"
      />
    </section>
  );
}

import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import { patientName, type CartItem, type CartPatient } from './cart-item';
import type { CartStore } from './cart-store';
import { PatientInvitation } from './patient-invitation';
import styles from './cart.module.css';

interface ItemRowProps {
  item: CartItem;
  currency: string;
  onRemove: () => void;
  /** The item waits for a patient while the cart has some: invite the visitor to add one for it. */
  invite?: boolean;
}

function ItemRow({ item, currency, onRemove, invite = false }: ItemRowProps) {
  const nameId = useId();
  return (
    <li className={styles.line}>
      <span id={nameId} className={styles.lineName}>
        {item.name}
      </span>
      <span>{formatMoney(item.price, currency)}</span>
      {invite ? <PatientInvitation itemId={item.id} describedBy={nameId} /> : null}
      <Button theme="link" size="sm" aria-describedby={nameId} onClick={onRemove}>
        Remove
      </Button>
    </li>
  );
}

/** Assigns one more of the cart's tests to a patient. */
const AssignTest = observer(function AssignTest({ cart, patient }: { cart: CartStore; patient: CartPatient }) {
  const selectId = useId();
  const [itemId, setItemId] = useState('');
  const choices = cart.allItems.filter((item) => !item.patients.includes(patient.id));
  if (choices.length === 0) return null;
  const chosen = choices.some((item) => item.id === itemId) ? itemId : (choices[0]?.id ?? '');
  return (
    <div className={styles.assign}>
      <label htmlFor={selectId}>Add a test for {patientName(patient)}</label>
      <select id={selectId} value={chosen} onChange={(event) => setItemId(event.target.value)}>
        {choices.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <Button theme="secondary" size="sm" onClick={() => cart.addPatientToItem(chosen, patient.id)}>
        Add
      </Button>
    </div>
  );
});

const PatientGroup = observer(function PatientGroup({ cart, patient }: { cart: CartStore; patient: CartPatient }) {
  const headingId = useId();
  const items = cart.allItems.filter((item) => item.patients.includes(patient.id));
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId}>{patientName(patient)}</h3>
      {items.length === 0 ? <p>No tests for {patientName(patient)} yet.</p> : null}
      <ul className={styles.lines}>
        {items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            currency={cart.currency}
            onRemove={() => cart.removePatientFromItem(item.id, patient.id)}
          />
        ))}
      </ul>
      <AssignTest cart={cart} patient={patient} />
    </section>
  );
});

/** The cart's tests grouped per patient; tests nobody is assigned to yet come first, under their own heading. */
export const CartItems = observer(function CartItems({ cart }: { cart: CartStore }) {
  const unassigned = cart.allItems.filter((item) => item.patients.length === 0);
  return (
    <section aria-labelledby="cart-items">
      <h2 id="cart-items">{cart.itemCount === 1 ? '1 item' : `${cart.itemCount} items`}</h2>
      {unassigned.length > 0 ? (
        <section aria-labelledby="unassigned-items" className={styles.group}>
          <h3 id="unassigned-items">{cart.patients.length === 0 ? 'Your tests' : 'Not assigned to a patient'}</h3>
          <ul className={styles.lines}>
            {unassigned.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                currency={cart.currency}
                onRemove={() => cart.remove(item.id)}
                // With no patient at all, the invitation under Patients speaks for every test at once.
                invite={cart.patients.length > 0}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {cart.patients.map((patient) => (
        <PatientGroup key={patient.id} cart={cart} patient={patient} />
      ))}
    </section>
  );
});

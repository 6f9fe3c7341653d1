import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Select } from '@labshop/shared-contracts/web/ui';
import { patientName, type CartItem, type CartPatient } from './cart-item';
import { CartItemCard } from './cart-item-card';
import { cartLines, type CartLine } from './cart-lines';
import { OwnPackageCard } from './own-package-card';
import { otherScreeningVariantId, type CartStore } from './cart-store';
import { ClearCartButton } from './clear-cart';
import styles from './cart.module.css';
import cardStyles from './cart-item-card.module.css';

/** What one patient pays for the item after the doctor's discount, when the item has one. */
function reducedPrice(cart: CartStore, item: CartItem): number | undefined {
  const discounted = cart.quote.doctorDiscount.items.find((line) => line.itemId === item.id);
  if (!discounted || discounted.unitDiscountMinor === 0) return undefined;
  return discounted.unitPriceMinor - discounted.unitDiscountMinor;
}

function lineKey(line: CartLine): string {
  return line.kind === 'item' ? line.item.id : line.id;
}

/** One line of a group: a test or package as its card, the custom package as one card over its tests. */
function LineCard({
  cart,
  line,
  patient,
  onRemove,
  invite = false,
}: {
  cart: CartStore;
  line: CartLine;
  patient?: string;
  onRemove: (item: CartItem) => void;
  invite?: boolean;
}) {
  if (line.kind === 'own-package') {
    return (
      <OwnPackageCard
        line={line}
        currency={cart.currency}
        patient={patient}
        onRemove={() => line.items.forEach(onRemove)}
      />
    );
  }
  return (
    <CartItemCard
      item={line.item}
      currency={cart.currency}
      patient={patient}
      reducedPrice={reducedPrice(cart, line.item)}
      onRemove={() => onRemove(line.item)}
      invite={invite}
      onSwitchVariant={
        otherScreeningVariantId(line.item) ? () => void cart.switchScreeningVariant(line.item.id) : undefined
      }
    />
  );
}

/** Assigns one more of the cart's tests to a patient. */
const AssignTest = observer(function AssignTest({ cart, patient }: { cart: CartStore; patient: CartPatient }) {
  const [itemId, setItemId] = useState('');
  const choices = cart.allItems.filter((item) => !item.patients.includes(patient.id));
  if (choices.length === 0) return null;
  const chosen = choices.some((item) => item.id === itemId) ? itemId : (choices[0]?.id ?? '');
  return (
    <Select
      className={styles.assign}
      label={`Add a test for ${patientName(patient)}`}
      options={choices.map((item) => ({ value: item.id, label: item.name }))}
      value={chosen}
      onChange={(event) => setItemId(event.target.value)}
      action={
        <Button theme="secondary" onClick={() => cart.addPatientToItem(chosen, patient.id)}>
          Add
        </Button>
      }
    />
  );
});

const PatientGroup = observer(function PatientGroup({ cart, patient }: { cart: CartStore; patient: CartPatient }) {
  const headingId = useId();
  const name = patientName(patient);
  const items = cart.allItems.filter((item) => item.patients.includes(patient.id));
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId}>{name}</h3>
      {items.length === 0 ? <p>No tests for {name} yet.</p> : null}
      <ul className={cardStyles.cards}>
        {cartLines(items).map((line) => (
          <LineCard
            key={lineKey(line)}
            cart={cart}
            line={line}
            patient={name}
            onRemove={(item) => cart.removePatientFromItem(item.id, patient.id)}
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
      <div className={styles.itemsHeading}>
        <h2 id="cart-items">{cart.itemCount === 1 ? '1 item' : `${cart.itemCount} items`}</h2>
        <ClearCartButton cart={cart} />
      </div>
      {unassigned.length > 0 ? (
        <section aria-labelledby="unassigned-items" className={styles.group}>
          <h3 id="unassigned-items">{cart.patients.length === 0 ? 'Your tests' : 'Not assigned to a patient'}</h3>
          <ul className={cardStyles.cards}>
            {cartLines(unassigned).map((line) => (
              <LineCard
                key={lineKey(line)}
                cart={cart}
                line={line}
                onRemove={(item) => cart.remove(item.id)}
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

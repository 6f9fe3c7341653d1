import { useCallback, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { is } from 'superstruct';
import {
  AddVisitServiceChoice,
  formatMoney,
  VisitServicesAnswer,
  type AddVisitServiceProps,
  type VisitServiceOffer,
} from '@labshop/shared-contracts/core';
import { getEventBus, useApiQuery, useEventListener, type EventPayload } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { patientName } from './cart-item';
import type { CartStore } from './cart-store';
import styles from './cart.module.css';

export const VISIT_SERVICES_HEADING = 'Consultations';

function forWhom(cart: CartStore, patientIds: readonly string[]): string {
  const names = cart.patients.filter((patient) => patientIds.includes(patient.id)).map(patientName);
  return names.length === 0 ? 'For you' : `For ${names.join(', ')}`;
}

/** One visit service the shop offers: what it costs per patient, and whom the cart has it for. */
const VisitServiceLine = observer(function VisitServiceLine({
  cart,
  offer,
  onChoose,
}: {
  cart: CartStore;
  offer: VisitServiceOffer;
  onChoose: (offer: VisitServiceOffer) => void;
}) {
  const held = cart.visitServices.find((service) => service.id === offer.id);
  const price = formatMoney(offer.price, cart.currency);
  const quantity = held ? Math.max(1, held.patients.length) : 0;
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>
        {offer.name}
        <br />
        {held ? (
          <span>
            {forWhom(cart, held.patients)}: {quantity} × {price} = {formatMoney(held.price * quantity, cart.currency)}
          </span>
        ) : (
          <span>{price} per patient</span>
        )}
      </span>
      <span className={styles.lineActions}>
        <Button theme={held ? 'link' : 'secondary'} size="sm" onClick={() => onChoose(offer)}>
          {held ? `Change who ${offer.name} is for` : `Add ${offer.name}`}
        </Button>
        {held ? (
          <Button theme="link" size="sm" onClick={() => cart.removeVisitService(offer.id)}>
            Remove {offer.name}
          </Button>
        ) : null}
      </span>
    </li>
  );
});

/**
 * The visit services the shop offers beside the tests (a doctor's consultation of the results), each charged once per
 * patient it is for. With patients in the cart the buyer chooses them in addVisitServiceToPatient.
 */
export const VisitServicesSection = observer(function VisitServicesSection({ cart }: { cart: CartStore }) {
  const offers = useApiQuery('services/visit-services', { answer: VisitServicesAnswer });
  // addVisitServiceToPatient belongs to the page: only the answer to this section's question changes the cart.
  const asking = useRef<VisitServiceOffer | null>(null);

  useEventListener(
    'modal:settled',
    useCallback(
      ({ name, action, value }: EventPayload<'modal:settled'>) => {
        const offer = asking.current;
        if (name !== 'addVisitServiceToPatient' || offer === null) return;
        asking.current = null;
        if (action === 'confirm' && is(value, AddVisitServiceChoice))
          cart.setVisitServicePatients(offer, value.patientIds);
      },
      [cart],
    ),
  );

  const choose = (offer: VisitServiceOffer) => {
    if (cart.patients.length === 0) {
      cart.setVisitServicePatients(offer, []);
      return;
    }
    asking.current = offer;
    const held = cart.visitServices.find((service) => service.id === offer.id);
    const props: AddVisitServiceProps = {
      service: { id: offer.id, name: offer.name, priceMinor: offer.price },
      currency: cart.currency,
      patients: cart.patients.map((patient) => ({ id: patient.id, name: patientName(patient) })),
      ...(held && held.patients.length > 0 ? { chosen: held.patients } : {}),
    };
    getEventBus().emit('modal:open', { name: 'addVisitServiceToPatient', props });
  };

  if (offers.status === 'success' && offers.data.length === 0) return null;
  return (
    <section aria-labelledby="cart-visit-services" aria-busy={offers.status === 'loading'} className={styles.group}>
      <h2 id="cart-visit-services">{VISIT_SERVICES_HEADING}</h2>
      {offers.status === 'loading' ? <Loading label="Loading the consultations…" /> : null}
      {offers.status === 'error' ? (
        <LoadFailed message="The consultations could not be loaded." onRetry={offers.retry} />
      ) : null}
      {offers.status === 'success' ? (
        <ul className={styles.lines}>
          {offers.data.map((offer) => (
            <VisitServiceLine key={offer.id} cart={cart} offer={offer} onChoose={choose} />
          ))}
        </ul>
      ) : null}
    </section>
  );
});

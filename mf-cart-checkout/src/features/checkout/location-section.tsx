import { observer } from 'mobx-react-lite';
import { testsTakenInCountry, type SamplingLocationKind } from '@labshop/shared-contracts/core';
import { RadioGroup } from '@labshop/shared-contracts/web/ui';
import type { ChosenLocation } from './checkout-cart';
import type { CheckoutStore } from './checkout-store';
import { HomeServiceFields } from './home-service-fields';
import { TestCentreFinder } from './test-centre-finder';
import styles from './checkout.module.css';

const MODES: readonly { mode: SamplingLocationKind; label: string }[] = [
  { mode: 'home-service', label: 'In-home service (a nurse comes to you)' },
  { mode: 'collection-point', label: 'A local test centre' },
];

/**
 * Checkout's choice: in-home service or a local test centre. Choosing a city or a centre is announced on
 * the bus (`location:chosen`), so the cart reprices for it as it does on every other page.
 */
export const LocationSection = observer(function LocationSection({
  store,
  onChoose,
  locationError,
}: {
  store: CheckoutStore;
  onChoose: (location: ChosenLocation) => void;
  /** Why the order cannot go yet without a city or centre; shown once the buyer tried to order. */
  locationError?: string | undefined;
}) {
  return (
    <section aria-labelledby="checkout-location" className={styles.section}>
      <h2 id="checkout-location">Where the samples are taken</h2>
      <p>{testsTakenInCountry()}</p>
      <RadioGroup
        name="sampling-mode"
        legend="How do you want to give the samples?"
        options={MODES.map(({ mode, label }) => ({ value: mode, label }))}
        value={store.locationMode ?? ''}
        onChange={(value) => {
          const picked = MODES.find(({ mode }) => mode === value);
          if (picked) store.pickMode(picked.mode);
        }}
        error={store.locationMode === null ? locationError : undefined}
      />
      {store.locationMode === 'home-service' ? (
        <HomeServiceFields store={store} onChoose={onChoose} locationError={locationError} />
      ) : null}
      {store.locationMode === 'collection-point' ? (
        <TestCentreFinder store={store} onChoose={onChoose} locationError={locationError} />
      ) : null}
    </section>
  );
});

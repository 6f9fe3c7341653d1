import { observer } from 'mobx-react-lite';
import { CitiesAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { FormTextField } from '@labshop/shared-contracts/web/forms';
import { Select } from '@labshop/shared-contracts/web/ui';
import type { ChosenLocation } from './checkout-cart';
import type { CheckoutStore } from './checkout-store';
import { HomeVisitChoice } from './home-visit-choice';
import styles from './checkout.module.css';

/** The home-service cities; choosing one is the same `location:chosen` the rest of the site hears. */
const CityChoice = observer(function CityChoice({
  store,
  onChoose,
  error,
}: {
  store: CheckoutStore;
  onChoose: (location: ChosenLocation) => void;
  error: string | undefined;
}) {
  const cities = useApiQuery('get-cities', { answer: CitiesAnswer });
  const served = cities.data?.filter((city) => city.homeService) ?? [];
  const chosen = store.location?.mode === 'home-service' ? store.location.cityUuid : '';
  return (
    <div aria-busy={cities.status === 'loading'}>
      {cities.status === 'loading' ? <Loading label="Loading the cities…" /> : null}
      {cities.status === 'error' ? (
        <LoadFailed message="The cities could not be loaded." onRetry={cities.retry} />
      ) : null}
      {cities.status === 'success' ? (
        <Select
          label="City of the home visit"
          placeholder="Choose a city"
          options={served.map((city) => ({ value: city.uuid, label: city.name }))}
          value={chosen}
          error={error}
          onChange={(event) => {
            const city = served.find((held) => held.uuid === event.target.value);
            if (city) onChoose({ mode: 'home-service', cityUuid: city.uuid, cityName: city.name });
          }}
        />
      ) : null}
    </div>
  );
});

/**
 * In-home service: the city sets the prices and the times a nurse can come; the nurse comes to this address (its
 * fields are required) on the day and in the window chosen.
 */
export const HomeServiceFields = observer(function HomeServiceFields({
  store,
  onChoose,
  locationError,
}: {
  store: CheckoutStore;
  onChoose: (location: ChosenLocation) => void;
  locationError: string | undefined;
}) {
  return (
    <>
      <CityChoice store={store} onChoose={onChoose} error={locationError} />
      <fieldset className={styles.group}>
        <legend>Address of the visit</legend>
        <FormTextField name="address.street" label="Street" autoComplete="address-line1" required />
        <div className={styles.fieldRow}>
          <FormTextField name="address.houseNumber" label="House number" required />
          <FormTextField name="address.homeNumber" label="Flat number" hint="Optional." />
        </div>
        <FormTextField
          name="address.postCode"
          label="Post code"
          autoComplete="postal-code"
          inputMode="numeric"
          required
          hint="For example 00-950."
        />
      </fieldset>
      {store.location?.mode === 'home-service' ? <HomeVisitChoice cityUuid={store.location.cityUuid} /> : null}
    </>
  );
});

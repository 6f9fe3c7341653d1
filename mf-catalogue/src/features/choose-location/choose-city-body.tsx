import { CitiesAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { TestingCountryNote } from '../../lib/testing-country-note';
import { chooseHomeServiceCity } from '../locations/choose-location';
import styles from './choose-location.module.css';

/** chooseCityModal: the nurse comes to the patient; the city sets the home-service prices. */
export function ChooseCityBody({ confirm, cancel }: ModalBodyProps) {
  const cities = useApiQuery('get-cities', { answer: CitiesAnswer });
  const chosen = useLatestEvent('location:chosen');
  const chosenCity = chosen?.mode === 'home-service' ? chosen.cityUuid : null;
  const served = cities.data?.filter((city) => city.homeService) ?? [];
  return (
    <div aria-busy={cities.status === 'loading'} className={styles.body}>
      <p>A nurse takes your samples at home in these cities.</p>
      <TestingCountryNote />
      {cities.status === 'loading' ? <Loading label="Loading cities…" /> : null}
      {cities.status === 'error' ? (
        <LoadFailed message="The cities could not be loaded." onRetry={cities.retry} />
      ) : null}
      {cities.status === 'success' && served.length === 0 ? <p>Home visits are not available yet.</p> : null}
      {served.length > 0 ? (
        <ul aria-label="Cities with home visits" className={styles.choices}>
          {served.map((city) => (
            <li key={city.uuid}>
              <Button
                theme={city.uuid === chosenCity ? 'primary' : 'outline'}
                aria-pressed={city.uuid === chosenCity}
                onClick={() => {
                  chooseHomeServiceCity(city);
                  confirm({ cityUuid: city.uuid });
                }}
              >
                {city.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.footer}>
        <Button theme="outline" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

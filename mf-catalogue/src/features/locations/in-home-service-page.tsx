import { Link } from 'react-router-dom';
import { CitiesAnswer, formatMoney, NursingServicesAnswer, type City } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { TestingCountryNote } from '../../lib/testing-country-note';
import { chooseHomeServiceCity } from './choose-location';
import { BackToCart, useLocationsPath } from './back-to-cart';
import { LOCATIONS_PATH } from './paths';
import styles from './locations.module.css';

/** /locations/in-home-service: how home visits work, where nurses go, and what a visit costs. */
export function InHomeServicePage() {
  const locationsPath = useLocationsPath();
  return (
    <Page>
      <BackToCart />
      <h1>Tests at home</h1>
      <TestingCountryNote />
      <h2>How home visits work</h2>
      <ol>
        <li>Choose your city below and add the tests you need to the cart.</li>
        <li>At checkout, choose the day of the visit, up to two weeks ahead, and a time window for the nurse.</li>
        <li>A nurse comes to your home and takes the samples.</li>
        <li>The results are ready in your account as soon as the lab has them.</li>
      </ol>
      <NursingFee />
      <HomeServiceCities />
      <p>
        Prefer to go yourself? <Link to={locationsPath(LOCATIONS_PATH)}>Find a collection point</Link>.
      </p>
    </Page>
  );
}

function NursingFee() {
  const currency = useCurrency();
  const fees = useApiQuery('services/nursing-services', { answer: NursingServicesAnswer });
  if (fees.status === 'loading') return <Loading label="Loading the visit fee…" />;
  if (fees.status === 'error') return <LoadFailed message="The visit fee could not be loaded." onRetry={fees.retry} />;
  return (
    <p className={styles.fee}>
      The nurse's visit costs {formatMoney(fees.data.mobile_nursing_service.price, currency)}.
    </p>
  );
}

function HomeServiceCities() {
  const cities = useApiQuery('get-cities', { answer: CitiesAnswer });
  const chosen = useLatestEvent('location:chosen');
  const chosenCity = chosen?.mode === 'home-service' ? chosen.cityUuid : null;
  const served = cities.data?.filter((city) => city.homeService) ?? [];
  return (
    <section aria-labelledby="home-service-cities" aria-busy={cities.status === 'loading'}>
      <h2 id="home-service-cities">Cities with home visits</h2>
      {cities.status === 'loading' ? <Loading label="Loading cities…" /> : null}
      {cities.status === 'error' ? (
        <LoadFailed message="The cities could not be loaded." onRetry={cities.retry} />
      ) : null}
      {cities.status === 'success' && served.length === 0 ? <p>Home visits are not available yet.</p> : null}
      {served.length > 0 ? (
        <ul className={styles.cities}>
          {served.map((city) => (
            <li key={city.uuid}>
              <CityChoice city={city} chosen={city.uuid === chosenCity} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CityChoice({ city, chosen }: { city: City; chosen: boolean }) {
  return (
    <Button
      theme={chosen ? 'primary' : 'outline'}
      size="sm"
      aria-pressed={chosen}
      onClick={() => chooseHomeServiceCity(city)}
    >
      {city.name}
      {chosen ? ' (chosen)' : ''}
    </Button>
  );
}

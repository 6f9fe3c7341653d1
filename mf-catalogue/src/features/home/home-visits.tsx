import { Link } from 'react-router-dom';
import { CitiesAnswer, formatMoney, NursingServicesAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { IN_HOME_SERVICE_PATH } from '../locations/paths';
import styles from './home.module.css';

/** How a home visit goes, what the nurse's visit costs and where nurses go. */
export function HomeVisits() {
  return (
    <section aria-labelledby="home-visits" className={styles.section}>
      <h2 id="home-visits">How home visits work</h2>
      <ol className={styles.steps}>
        <li>Choose your city and add the tests you need to the cart.</li>
        <li>Pick a day and time for the visit when you order.</li>
        <li>A nurse comes to your home and takes the samples.</li>
        <li>The results are ready in your account as soon as the lab has them.</li>
      </ol>
      <VisitFee />
      <HomeServiceCities />
      <p>
        <Link to={IN_HOME_SERVICE_PATH}>More about tests at home</Link>
      </p>
    </section>
  );
}

function VisitFee() {
  const currency = useCurrency();
  const fees = useApiQuery('services/nursing-services', { answer: NursingServicesAnswer });
  if (fees.status === 'loading') return <Loading label="Loading the visit fee…" />;
  if (fees.status === 'error') return <LoadFailed message="The visit fee could not be loaded." onRetry={fees.retry} />;
  return <p>The nurse's visit costs {formatMoney(fees.data.mobile_nursing_service.price, currency)}.</p>;
}

function HomeServiceCities() {
  const cities = useApiQuery('get-cities', { answer: CitiesAnswer });
  if (cities.status === 'loading') return <Loading label="Loading cities…" />;
  if (cities.status === 'error') {
    return <LoadFailed message="The cities with home visits could not be loaded." onRetry={cities.retry} />;
  }
  const served = cities.data.filter((city) => city.homeService).map((city) => city.name);
  if (served.length === 0) return <p>Home visits are not available yet.</p>;
  return <p>Nurses visit patients in {served.join(', ')}.</p>;
}

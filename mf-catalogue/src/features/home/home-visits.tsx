import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, NursingServicesAnswer, type City } from '@labshop/shared-contracts/core';
import { useApiQuery, type ApiQueryResult } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { IN_HOME_SERVICE_PATH } from '../locations/paths';
import type { DrawingProps } from './illustrations/illustration';
import { StepBook } from './illustrations/step-book';
import { StepChoose } from './illustrations/step-choose';
import { StepNurse } from './illustrations/step-nurse';
import { StepResults } from './illustrations/step-results';
import { homeServiceCityNames } from './place-counts';
import home from './home.module.css';
import styles from './home-visits.module.css';

/** Each step's words carry its meaning; the drawing beside them is decoration. */
const STEPS: readonly { text: string; Drawing: ComponentType<DrawingProps> }[] = [
  { text: 'Choose your city and add the tests you need to the cart.', Drawing: StepChoose },
  {
    text: 'At checkout, choose the day of the visit, up to two weeks ahead, and a time window for the nurse.',
    Drawing: StepBook,
  },
  { text: 'A nurse comes to your home and takes the samples.', Drawing: StepNurse },
  { text: 'The results are ready in your account as soon as the lab has them.', Drawing: StepResults },
];

/** How a home visit goes, what the nurse's visit costs and where nurses go. */
export function HomeVisits({ cities }: { cities: ApiQueryResult<City[]> }) {
  return (
    <section aria-labelledby="home-visits" className={home.section}>
      <h2 id="home-visits">How home visits work</h2>
      <ol className={styles.steps}>
        {STEPS.map(({ text, Drawing }) => (
          <li key={text} className={styles.step}>
            <Drawing className={styles.drawing} />
            <p className={styles.stepText}>{text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.details}>
        <VisitFee />
        <HomeServiceCities cities={cities} />
        <p>
          <Link to={IN_HOME_SERVICE_PATH}>More about tests at home</Link>
        </p>
      </div>
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

function HomeServiceCities({ cities }: { cities: ApiQueryResult<City[]> }) {
  if (cities.status === 'loading') return <Loading label="Loading cities…" />;
  if (cities.status === 'error') {
    return <LoadFailed message="The cities with home visits could not be loaded." onRetry={cities.retry} />;
  }
  const served = homeServiceCityNames(cities.data);
  if (served.length === 0) return <p>Home visits are not available yet.</p>;
  return <p>Nurses visit patients in {served.join(', ')}.</p>;
}

import { Link } from 'react-router-dom';
import { WEIGHT_LOSS_PATHS, WeightLossProgrammeOffer, WeightLossProgrammeOffers } from '@labshop/shared-contracts/core';
import { ApiError } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { buttonClassName, Card, Price } from '@labshop/shared-contracts/web/ui';
import { WEIGHT_LOSS_PAGES } from './programme-paths';
import styles from './programme.module.css';

export const PROGRAMME_TEXTS = {
  failure: 'Something went wrong',
  tests: 'Tests',
  consultations: 'Consultations',
  followUp: 'Follow-up',
  start: 'Start the weight-loss quiz',
  quizNote: 'The quiz asks about your health and your goal, so a doctor can check the programme suits you.',
  others: 'Other programmes',
  price: 'Programme price',
} as const;

/** /offer/weight-loss-programme-{product}: what a programme includes, its price, and the way into its quiz. */
export function ProgrammePage({ product }: { product: string }) {
  const offer = useApiQuery(WEIGHT_LOSS_PATHS.programme(product), { answer: WeightLossProgrammeOffer });
  const all = useApiQuery(WEIGHT_LOSS_PATHS.programmes, { answer: WeightLossProgrammeOffers });
  if (offer.status === 'error' && offer.error instanceof ApiError && offer.error.code === 404) return <NotFound />;
  const others = (all.data?.programmes ?? []).filter((other) => other.product !== product);
  return (
    <Page aria-busy={offer.status === 'loading'}>
      <h1>{offer.data?.name ?? 'Weight-loss programme'}</h1>
      {offer.status === 'loading' ? <Loading label="Loading the programme…" /> : null}
      {offer.status === 'error' ? <LoadFailed message={PROGRAMME_TEXTS.failure} onRetry={offer.retry} /> : null}
      {offer.status === 'success' ? (
        <div className={styles.layout}>
          <div className={styles.details}>
            <p className={styles.summary}>{offer.data.summary}</p>
            <p>{`${offer.data.durationMonths} months`}</p>
            <section aria-labelledby="programme-tests">
              <h2 id="programme-tests">{PROGRAMME_TEXTS.tests}</h2>
              <ul className={styles.list}>
                {offer.data.included.tests.map((test) => (
                  <li key={test}>{test}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="programme-consultations">
              <h2 id="programme-consultations">{PROGRAMME_TEXTS.consultations}</h2>
              <p>{offer.data.included.consultationsText}</p>
            </section>
            <section aria-labelledby="programme-follow-up">
              <h2 id="programme-follow-up">{PROGRAMME_TEXTS.followUp}</h2>
              <ul className={styles.list}>
                {offer.data.included.followUp.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          </div>
          <Card className={styles.buy}>
            <Price
              amountMinor={offer.data.priceMinor}
              currency={offer.data.currency}
              label={PROGRAMME_TEXTS.price}
              size="lg"
            />
            <p className={styles.note}>{PROGRAMME_TEXTS.quizNote}</p>
            <Link
              className={buttonClassName('primary', 'normal', true)}
              to={`${WEIGHT_LOSS_PAGES.quiz}?programme=${encodeURIComponent(product)}`}
            >
              {PROGRAMME_TEXTS.start}
            </Link>
          </Card>
        </div>
      ) : null}
      {offer.status === 'success' && others.length > 0 ? (
        <section aria-labelledby="other-programmes" className={styles.others}>
          <h2 id="other-programmes">{PROGRAMME_TEXTS.others}</h2>
          <ul className={styles.list}>
            {others.map((other) => (
              <li key={other.product}>
                <Link to={WEIGHT_LOSS_PAGES.programme(other.product)}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

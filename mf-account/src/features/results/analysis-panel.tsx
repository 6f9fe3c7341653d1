import { useId, useState, type ReactNode } from 'react';
import {
  ApiError,
  CustomerServicesAnswer,
  DEFAULT_CURRENCY,
  RESULTS_ANALYSIS_CODE,
  RESULTS_PATHS,
  ResultsAnalysisAnswer,
  type ResultAnalysisOffer,
  type ResultDetail,
  type ResultsAnalysisAnswer as Analysis,
} from '@labshop/shared-contracts/core';
import { getEventBus, useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, FlagBadge, Price } from '@labshop/shared-contracts/web/ui';
import { RESULTS_TEXTS } from './results-texts';
import styles from './results.module.css';

type Finding = Analysis['findings'][number];

/** Urgent findings first, so a value to act on now is the first thing read; otherwise the engine's order. */
export function urgentFirst(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => Number(b.urgent) - Number(a.urgent));
}

/** Where the shop tells the additional services a place offers, with their prices (spec §3 Customer services). */
const CUSTOMER_SERVICES_PATH = 'services/customer-services';

/**
 * The results analysis where the patient reads a result: the analysis itself once paid for, that it is being
 * prepared while its payment is awaited, and otherwise what it gives, its price where the order was placed and a
 * way to buy it through the cart. A doctor reading shared results sees the analysis only if the patient has it.
 */
export function ResultAnalysis({ result }: { result: ResultDetail }) {
  const offer = result.analysisOffer;
  if (result.analysisPurchased || offer?.state === 'purchased') return <AnalysisPanel resultId={result.id} />;
  if (offer === undefined) return null;
  return (
    <AnalysisSection>
      {offer.state === 'awaiting-payment' ? <AwaitingPayment offer={offer} /> : <AnalysisOffer offer={offer} />}
    </AnalysisSection>
  );
}

function AnalysisSection({ children }: { children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{RESULTS_TEXTS.analysisHeading}</h2>
      {children}
    </section>
  );
}

function AwaitingPayment({ offer }: { offer: ResultAnalysisOffer }) {
  return (
    <>
      <p role="status">{RESULTS_TEXTS.analysisAwaitingPayment}</p>
      {offer.pendingOrderId === null ? null : (
        <Button size="sm" theme="secondary" href={`/payment/retry/${encodeURIComponent(offer.pendingOrderId)}`}>
          {RESULTS_TEXTS.analysisPay}
        </Button>
      )}
    </>
  );
}

const placeName = (location: ResultAnalysisOffer['location']) =>
  location.kind === 'home-service' ? location.cityName : location.facilityName;

function AnalysisOffer({ offer }: { offer: ResultAnalysisOffer }) {
  const { location } = offer;
  const currency = useLatestEvent('config:loaded')?.currency ?? DEFAULT_CURRENCY;
  const [added, setAdded] = useState(false);
  const services = useApiQuery(CUSTOMER_SERVICES_PATH, {
    query: location.kind === 'home-service' ? { city_uuid: location.cityUuid } : { facility_id: location.facilityId },
    answer: CustomerServicesAnswer,
  });
  const service = services.data?.find((candidate) => candidate.code === RESULTS_ANALYSIS_CODE);

  function addToCart() {
    const bus = getEventBus();
    // The analysis is priced where the order was placed: the cart takes that place first, then the analysis.
    bus.emit(
      'location:chosen',
      location.kind === 'home-service'
        ? { mode: 'home-service', cityUuid: location.cityUuid, cityName: location.cityName }
        : { mode: 'collection-point', facilityId: location.facilityId, facilityName: location.facilityName },
    );
    bus.emit('cart:results-analysis-requested', { orderId: offer.orderId, orderNumber: offer.orderNumber });
    setAdded(true);
  }

  return (
    <>
      <p>{RESULTS_TEXTS.analysisOfferIntro(offer.orderNumber)}</p>
      <ul className={styles.gives}>
        {RESULTS_TEXTS.analysisGives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.muted}>{RESULTS_TEXTS.analysisNotADiagnosis}</p>
      {services.status === 'loading' ? <Loading label={RESULTS_TEXTS.analysisPriceLoading} /> : null}
      {services.status === 'error' ? (
        <LoadFailed message={RESULTS_TEXTS.analysisPriceFailed} onRetry={services.retry} />
      ) : null}
      {services.status === 'success' && service === undefined ? (
        <p>{RESULTS_TEXTS.analysisNotOffered(placeName(location))}</p>
      ) : null}
      {service === undefined ? null : (
        <div className={styles.offerAction}>
          <Price amountMinor={service.price} currency={currency} label={RESULTS_TEXTS.analysisPriceLabel} />
          {added ? (
            <p role="status" className={styles.offerAdded}>
              {RESULTS_TEXTS.analysisAdded} <a href="/cart">{RESULTS_TEXTS.analysisGoToCart}</a>
            </p>
          ) : (
            <Button onClick={addToCart}>{RESULTS_TEXTS.analysisAddToCart}</Button>
          )}
        </div>
      )}
    </>
  );
}

/** The AI-assisted reading of a result (paid RESULTS_ANALYZE service): never a diagnosis, urgent findings first. */
export function AnalysisPanel({ resultId }: { resultId: string }) {
  const headingId = useId();
  const analysis = useApiQuery(RESULTS_PATHS.analysis(resultId), { answer: ResultsAnalysisAnswer });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{RESULTS_TEXTS.analysisHeading}</h2>
      {analysis.status === 'loading' ? <Loading label={RESULTS_TEXTS.analysisLoading} /> : null}
      {analysis.status === 'error' ? (
        analysis.error instanceof ApiError && analysis.error.code === 403 ? (
          <p>{RESULTS_TEXTS.analysisNotPurchased}</p>
        ) : (
          <LoadFailed message={RESULTS_TEXTS.analysisFailed} onRetry={analysis.retry} />
        )
      ) : null}
      {analysis.status === 'success' ? <AnalysisBody analysis={analysis.data} /> : null}
    </section>
  );
}

function AnalysisBody({ analysis }: { analysis: Analysis }) {
  return (
    <>
      {analysis.urgent && analysis.urgentAdvice ? (
        <p role="alert" className={styles.alert}>
          <strong>Urgent: </strong>
          {analysis.urgentAdvice}
        </p>
      ) : null}
      <p className={styles.note}>
        <strong>Not a diagnosis. </strong>
        {analysis.notADiagnosis}
      </p>
      <p>{analysis.summary}</p>
      {urgentFirst(analysis.findings).map((finding) => (
        <article key={finding.name} className={styles.finding} aria-label={finding.name}>
          <h3>
            {finding.urgent ? 'Urgent: ' : ''}
            {finding.name}: {finding.value} <FlagBadge flag={finding.flag} />
          </h3>
          <dl>
            <dt>Range used</dt>
            <dd>{finding.rangeUsed}</dd>
            <dt>What it usually means</dt>
            <dd>{finding.usuallyMeans}</dd>
            <dt>What it does not mean</dt>
            <dd>{finding.doesNotMean}</dd>
            <dt>When to see a doctor</dt>
            <dd>{finding.whenToSeeADoctor}</dd>
          </dl>
        </article>
      ))}
      {analysis.withinRange.length > 0 ? <p>Within range: {analysis.withinRange.join(', ')}.</p> : null}
      {analysis.notInterpreted.length > 0 ? <p>Not interpreted: {analysis.notInterpreted.join(', ')}.</p> : null}
      <p>{analysis.generalAdvice}</p>
      <p className={styles.muted}>Reading by: {analysis.engine}</p>
    </>
  );
}

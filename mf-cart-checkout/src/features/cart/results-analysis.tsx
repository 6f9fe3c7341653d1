import { observer } from 'mobx-react-lite';
import { formatMoney } from '@labshop/shared-contracts/core';
import { Button, Checkbox, Price } from '@labshop/shared-contracts/web/ui';
import type { CartStore } from './cart-store';
import { RESULTS_ANALYSIS_TEXTS } from './results-analysis-texts';
import styles from './cart.module.css';

/** The additional service the location offers (the customer service RESULTS_ANALYZE). */
export const ResultsAnalysis = observer(function ResultsAnalysis({ cart }: { cart: CartStore }) {
  const offer = cart.resultsAnalysisOffer;
  if (cart.analysisFor !== null) return <AnalysisOfEarlierResults cart={cart} />;
  if (!offer) return null;
  return (
    <Checkbox
      label={`Add a doctor's analysis of the results (${formatMoney(offer.price, cart.currency)})`}
      checked={cart.hasResultsAnalysis}
      onChange={(event) => cart.setResultsAnalysis(event.target.checked)}
    />
  );
});

/** The analysis bought for the results of an earlier order: the cart's one line, which can be removed. */
const AnalysisOfEarlierResults = observer(function AnalysisOfEarlierResults({ cart }: { cart: CartStore }) {
  const order = cart.analysisFor;
  if (order === null) return null;
  return (
    <section className={styles.analysisLine} aria-label={RESULTS_ANALYSIS_TEXTS.heading}>
      <h2>{RESULTS_ANALYSIS_TEXTS.heading}</h2>
      <p>{RESULTS_ANALYSIS_TEXTS.line(order.orderNumber)}</p>
      <Price amountMinor={cart.resultsAnalysisPriceMinor} currency={cart.currency} size="sm" />
      <Button theme="outline" size="sm" onClick={() => cart.removeResultsAnalysisFor()}>
        {RESULTS_ANALYSIS_TEXTS.remove}
      </Button>
    </section>
  );
});

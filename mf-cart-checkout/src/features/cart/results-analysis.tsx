import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '@labshop/shared-contracts/core';
import type { CartStore } from './cart-store';

/** The additional service the location offers (the customer service RESULTS_ANALYZE). */
export const ResultsAnalysis = observer(function ResultsAnalysis({ cart }: { cart: CartStore }) {
  const id = useId();
  const offer = cart.resultsAnalysisOffer;
  if (!offer) return null;
  return (
    <p>
      <input
        id={id}
        type="checkbox"
        checked={cart.hasResultsAnalysis}
        onChange={(event) => cart.setResultsAnalysis(event.target.checked)}
      />{' '}
      <label htmlFor={id}>
        Add a doctor&apos;s analysis of the results ({formatMoney(offer.price, cart.currency)})
      </label>
    </p>
  );
});

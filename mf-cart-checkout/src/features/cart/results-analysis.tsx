import { observer } from 'mobx-react-lite';
import { formatMoney } from '@labshop/shared-contracts/core';
import { Checkbox } from '@labshop/shared-contracts/web/ui';
import type { CartStore } from './cart-store';

/** The additional service the location offers (the customer service RESULTS_ANALYZE). */
export const ResultsAnalysis = observer(function ResultsAnalysis({ cart }: { cart: CartStore }) {
  const offer = cart.resultsAnalysisOffer;
  if (!offer) return null;
  return (
    <Checkbox
      label={`Add a doctor's analysis of the results (${formatMoney(offer.price, cart.currency)})`}
      checked={cart.hasResultsAnalysis}
      onChange={(event) => cart.setResultsAnalysis(event.target.checked)}
    />
  );
});

import { observer } from 'mobx-react-lite';
import { formatMoney } from '@labshop/shared-contracts/core';
import type { PackageSelectionStore } from './package-selection-store';

/** What the package costs so far and the discount it has earned, announced as it grows. */
export const PackageSummary = observer(function PackageSummary({
  selection,
  currency,
}: {
  selection: PackageSelectionStore;
  currency: string;
}) {
  const quote = selection.quote;
  const count = quote.itemCount === 1 ? '1 test selected' : `${quote.itemCount} tests selected`;
  return (
    <div role="status" aria-live="polite">
      <p>{count}</p>
      {quote.validation.valid ? (
        <p>
          Discount: {quote.percent}% (−{formatMoney(quote.discountMinor, currency)}). Package price:{' '}
          {formatMoney(quote.totalMinor, currency)}
        </p>
      ) : (
        <p>{quote.validation.message}</p>
      )}
      {selection.refusal ? <p>{selection.refusal}</p> : null}
    </div>
  );
});

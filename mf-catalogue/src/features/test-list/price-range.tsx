import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { currencySign } from './filter-labels';
import type { ListFilters } from './list-query';
import styles from './list-filters.module.css';

interface PriceRangeProps {
  priceMin: number | null;
  priceMax: number | null;
  currency: string;
  onApply: (range: Pick<ListFilters, 'priceMin' | 'priceMax'>) => void;
}

/** Whole units typed into a price field: null when empty, NaN when not a whole amount. */
function readAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * The lowest and highest price, in whole pounds. Applied when a field is left or Enter is pressed, not on every
 * keystroke: typing 120 would otherwise list the items under £1, then under £12, on the way.
 */
export function PriceRange({ priceMin, priceMax, currency, onApply }: PriceRangeProps) {
  // What is typed, until applied; the address's values when they change from outside (a chip removed, back).
  const [applied, setApplied] = useState({ priceMin, priceMax });
  const [typed, setTyped] = useState({ low: text(priceMin), high: text(priceMax) });
  if (applied.priceMin !== priceMin || applied.priceMax !== priceMax) {
    setApplied({ priceMin, priceMax });
    setTyped({ low: text(priceMin), high: text(priceMax) });
  }
  const low = readAmount(typed.low);
  const high = readAmount(typed.high);
  const lowError = Number.isNaN(low) ? 'Enter a whole amount, such as 20' : undefined;
  const highError = Number.isNaN(high)
    ? 'Enter a whole amount, such as 80'
    : low !== null && high !== null && high < low
      ? 'Enter an amount no lower than the lowest price'
      : undefined;

  function apply() {
    if (lowError || highError) return;
    if (low === priceMin && high === priceMax) return;
    onApply({ priceMin: low, priceMax: high });
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    apply();
  }

  const sign = currencySign(currency);
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.group}>
        <legend>Price</legend>
        <div className={styles.priceFields}>
          <TextField
            label={`From (${sign})`}
            inputMode="numeric"
            autoComplete="off"
            value={typed.low}
            error={lowError}
            onChange={(event) => setTyped({ ...typed, low: event.target.value })}
            onBlur={apply}
          />
          <TextField
            label={`To (${sign})`}
            inputMode="numeric"
            autoComplete="off"
            value={typed.high}
            error={highError}
            onChange={(event) => setTyped({ ...typed, high: event.target.value })}
            onBlur={apply}
          />
        </div>
        {/* Enter in either field applies the range; the button is there for those who look for one. */}
        <Button type="submit" theme="outline" size="sm">
          Apply price
        </Button>
      </fieldset>
    </form>
  );
}

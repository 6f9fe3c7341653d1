import { formatMoney } from '@labshop/shared-contracts/core';
import styles from './packages.module.css';

export const SCREENING_VARIANTS = ['basic', 'extended'] as const;
export type ScreeningVariant = (typeof SCREENING_VARIANTS)[number];

const VARIANT_LABELS: Record<ScreeningVariant, string> = { basic: 'Basic', extended: 'Extended' };

interface VariantSwitchProps {
  value: ScreeningVariant;
  prices: Record<ScreeningVariant, number>;
  currency: string;
  onChange: (variant: ScreeningVariant) => void;
}

/** Basic or extended screening: a radio group, each option with its price. */
export function VariantSwitch({ value, prices, currency, onChange }: VariantSwitchProps) {
  return (
    <fieldset className={styles.variants}>
      <legend>Variant</legend>
      {SCREENING_VARIANTS.map((variant) => (
        <label key={variant} className={styles.variant}>
          <input
            type="radio"
            name="screening-variant"
            value={variant}
            checked={value === variant}
            onChange={() => onChange(variant)}
          />
          {VARIANT_LABELS[variant]} – {formatMoney(prices[variant], currency)}
        </label>
      ))}
    </fieldset>
  );
}

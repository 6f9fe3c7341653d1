import { formatMoney } from '@labshop/shared-contracts/core';
import { RadioGroup } from '@labshop/shared-contracts/web/ui';

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
    <RadioGroup
      name="screening-variant"
      legend="Variant"
      inline
      options={SCREENING_VARIANTS.map((variant) => ({
        value: variant,
        label: `${VARIANT_LABELS[variant]} – ${formatMoney(prices[variant], currency)}`,
      }))}
      value={value}
      onChange={(chosen) => {
        const variant = SCREENING_VARIANTS.find((held) => held === chosen);
        if (variant) onChange(variant);
      }}
    />
  );
}

import { DEFAULT_CURRENCY } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';

/** The currency prices are shown in: the one the shell's configuration names, GBP until it arrives. */
export function useCurrency(): string {
  return useLatestEvent('config:loaded')?.currency ?? DEFAULT_CURRENCY;
}

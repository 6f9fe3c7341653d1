import type { ReactNode } from 'react';
import type { TestDetail } from '@labshop/shared-contracts/core';
import { useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { ChooseLocationButtons } from '../../features/choose-location/choose-location-buttons';
import { PurchasePanel } from '../purchase-panel';
import { PurchasePanelBar } from '../purchase-panel-bar';
import { useNarrowItemPage } from './item-page-layout';

/** What an item's page needs to sell it: its price and availability where the patient chose, and its sample facts. */
export type PurchasableItem = Pick<TestDetail, 'price' | 'isAvailable' | 'location' | 'sampleType' | 'turnaroundDays'>;

/**
 * The purchase panel and, on a phone, the price bar of an item's page, alike for tests, packages and screenings:
 * on a wide screen the panel holds the add button; on a phone the bar does, so there is only ever one.
 */
export function useItemPurchase(
  item: PurchasableItem,
  { nameId, onAdd, extra }: { nameId: string; onAdd: () => void; extra?: ReactNode },
): { panel: ReactNode; bar: ReactNode } {
  const currency = useCurrency();
  const narrow = useNarrowItemPage();
  const shared = {
    price: item.price,
    currency,
    isAvailable: item.isAvailable,
    location: item.location,
    describedBy: nameId,
    onAdd,
  };
  return {
    panel: (
      <PurchasePanel {...shared} facts={item} withAddButton={!narrow} locationChoice={<ChooseLocationButtons />}>
        {extra}
      </PurchasePanel>
    ),
    bar: narrow ? <PurchasePanelBar {...shared} /> : null,
  };
}

import { useEffect } from 'react';
import { registerModalBody } from '@labshop/shared-contracts/web/ui';
import { lazyPart } from '../../lib/lazy-page';

// The bodies' code arrives when a modal first opens, not with the page.
const ChooseCityBody = lazyPart(() => import('./choose-city-body').then((module) => module.ChooseCityBody));
const CollectionPointBody = lazyPart(() =>
  import('./collection-point-body').then((module) => module.CollectionPointBody),
);

export const CHOOSE_CITY_TITLE = 'Choose your city';
export const COLLECTION_POINT_TITLE = 'Choose a collection point';

/** Gives the shell's modal host the bodies of the two location modals for as long as the catalogue is mounted. */
export function useLocationModalBodies(): void {
  useEffect(() => {
    const removers = [
      registerModalBody('chooseCityModal', { title: CHOOSE_CITY_TITLE, Body: ChooseCityBody }),
      registerModalBody('selectCollectionPointToContinue', {
        title: COLLECTION_POINT_TITLE,
        Body: CollectionPointBody,
      }),
    ];
    return () => removers.forEach((remove) => remove());
  }, []);
}

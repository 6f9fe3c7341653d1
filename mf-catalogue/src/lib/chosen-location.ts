import { useEffect, useState } from 'react';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { LocationQuery } from '@labshop/shared-contracts/core';

type LocationChosen = EventPayload<'location:chosen'>;

/** The replayed choice, read at once, so the first request of a page already carries it. */
function latestChoice(): LocationChosen | undefined {
  let latest: LocationChosen | undefined;
  getEventBus()
    .on('location:chosen')
    .subscribe((choice) => {
      latest = choice;
    })
    .unsubscribe();
  return latest;
}

export function toLocationQuery(choice: LocationChosen | undefined): LocationQuery {
  if (choice?.mode === 'home-service') return { city_uuid: choice.cityUuid };
  if (choice?.mode === 'collection-point') return { facility_id: choice.facilityId };
  return {};
}

/** Where the patient chose to give the sample, as the API's query (prices and availability follow it). */
export function useLocationQuery(): LocationQuery {
  const [choice, setChoice] = useState(latestChoice);
  useEffect(() => {
    const subscription = getEventBus().on('location:chosen').subscribe(setChoice);
    return () => subscription.unsubscribe();
  }, []);
  return toLocationQuery(choice);
}

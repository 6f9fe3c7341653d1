import type { CollectionPointFeature, Query } from '@labshop/shared-contracts/core';
import type { PlaceSearch } from './search-query';

export interface PointFilters {
  features: CollectionPointFeature[];
  /** The child's age, as typed; used only with the child-friendly filter. */
  childAge: string;
  hideClosed: boolean;
}

export const NO_FILTERS: PointFilters = { features: [], childAge: '', hideClosed: false };

/** The list endpoint's query for a city, the search field and the filters; empty values are dropped when sent. */
export function listQuery(citySlug: string | undefined, search: PlaceSearch, filters: PointFilters): Query {
  const age = Number.parseInt(filters.childAge, 10);
  const childFriendly = filters.features.includes('childFriendly');
  return {
    city: citySlug,
    town: search.kind === 'town' ? search.town : undefined,
    postCode: search.kind === 'postCode' ? search.postCode : undefined,
    features: filters.features,
    childAge: childFriendly && age >= 0 && age <= 18 ? age : undefined,
    hideClosed: filters.hideClosed ? true : undefined,
  };
}

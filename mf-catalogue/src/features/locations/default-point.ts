import { DefaultCollectionPointAnswer, type CollectionPoint } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';

/** Logged in only; the API answers 401 otherwise, and its message is what the visitor reads. */
export function setDefaultCollectionPoint(point: CollectionPoint): Promise<DefaultCollectionPointAnswer> {
  return getApiClient().request('profile/collection-point/update-default', {
    method: 'POST',
    body: { id: point.id },
    answer: DefaultCollectionPointAnswer,
  });
}

import { assign, object } from 'superstruct';
import { CollectionPointRequest as SharedCollectionPointRequest } from '@labshop/shared-contracts/core/api/collection-points';
import { RecordId } from '../../platform/request-values';

/** The shared body with its id checked for form before any query. */
export const CollectionPointRequest = assign(SharedCollectionPointRequest, object({ id: RecordId }));

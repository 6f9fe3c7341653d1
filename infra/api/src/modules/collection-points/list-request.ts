import type { FastifyRequest } from 'fastify';
import { array, assign, enums, integer, object, optional, refine, size, string, boolean } from 'superstruct';
import {
  COLLECTION_POINT_FEATURES,
  CollectionPointListQuery,
} from '@labshop/shared-contracts/core/api/collection-points';
import { listFromQuery } from '../../platform/request-values';
import { booleanFromQuery, integerFromQuery } from '../../platform/validation';

const PostCode = refine(
  size(string(), 1, 10),
  'postCode',
  (text) => /^[0-9]{1,2}(-?[0-9]{0,3})?$/.test(text.trim()) || 'must be the start of a post code, e.g. 00-5',
);
const ChildAge = refine(integer(), 'childAge', (age) => (age >= 0 && age <= 18) || 'must be from 0 to 18');

/** The shared list query as a query string carries it: numbers and booleans as text, lists in any common form. */
export const CollectionPointListRequest = assign(
  CollectionPointListQuery,
  object({
    city: optional(size(string(), 1, 100)),
    postCode: optional(PostCode),
    town: optional(size(string(), 1, 100)),
    features: optional(array(enums(COLLECTION_POINT_FEATURES))),
    childAge: optional(integerFromQuery(ChildAge)),
    hideClosed: optional(booleanFromQuery(boolean())),
  }),
);

/**
 * Gathers features=a,b / features[]=a / repeated features into one list before the query is checked against
 * CollectionPointListRequest (a route's preValidation), so each feature in error is named by its place in the list.
 */
export async function gatherFeatures(request: FastifyRequest): Promise<void> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const { 'features[]': _bracketed, ...rest } = query;
  const features = listFromQuery(query, 'features');
  request.query = features === undefined ? rest : { ...rest, features };
}

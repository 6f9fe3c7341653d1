import { assign, integer, object, optional, refine } from 'superstruct';
import { ScreeningListQuery } from '@labshop/shared-contracts/core/api/catalogue-detail';
import { integerFromQuery } from '../../platform/validation';

const Age = refine(integer(), 'age', (age) => (age >= 0 && age <= 130) || 'must be from 0 to 130');

/** The shared ScreeningListQuery as a query string carries it: the age is written as text. */
export const ScreeningListRequest = assign(ScreeningListQuery, object({ age: optional(integerFromQuery(Age)) }));

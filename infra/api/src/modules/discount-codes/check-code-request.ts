import { array, assign, object, optional, size, type Infer } from 'superstruct';
import { CheckCodeRequest } from '@labshop/shared-contracts/api/check-code';
import { ValidationError } from '../../platform/errors';
import { RecordId } from '../../platform/request-values';
import { validateRequired } from '@labshop/shared-contracts';

/** An item for each of the 5 patients, in a generous cart of 200 items. */
const MAX_LISTED_ITEMS = 1000;
const Ids = size(array(RecordId), 0, MAX_LISTED_ITEMS);

/** The body as the route declares it: the list under 'examinations' or the product's own spelling 'examinaitons'. */
export const CheckCodeBody = assign(
  CheckCodeRequest,
  object({ examinations: optional(Ids), examinaitons: optional(Ids) }),
);

export interface CheckCodeInput {
  code: string;
  /** Item ids, once per patient. */
  itemIds: string[];
  nursingFeeMinor: number;
  city_uuid?: string | undefined;
  facility_id?: string | undefined;
}

/** The checked body as the discount rules read it: one list of item ids and the nursing fee in minor units. */
export function readCheckCode(input: Infer<typeof CheckCodeBody>): CheckCodeInput {
  const missingCode = validateRequired(input.discount_code, 'The discount code');
  if (missingCode !== null) throw new ValidationError({ discount_code: [missingCode] });
  const nursing = input.nursingService;
  return {
    code: input.discount_code,
    itemIds: [...(input.examinations ?? []), ...(input.examinaitons ?? [])],
    nursingFeeMinor: nursing === null ? 0 : nursing.price * nursing.quantity,
    city_uuid: input.city_uuid,
    facility_id: input.facility_id,
  };
}

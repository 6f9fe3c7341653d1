import { array, assign, object, optional, size, type Infer } from 'superstruct';
import {
  EXAMINATIONS_DATA_MAX_IDS,
  ExaminationsDataRequest as SharedExaminationsDataRequest,
} from '@labshop/shared-contracts/core/api/location-prices';
import { ValidationError } from '../../platform/errors';
import { RecordId } from '../../platform/request-values';

const Ids = size(array(RecordId), 0, EXAMINATIONS_DATA_MAX_IDS);

/** The body as the route declares it: the shared request, with the ids under either spelling. */
export const ExaminationsDataBody = assign(
  SharedExaminationsDataRequest,
  object({ examinaitons: optional(Ids), examinations: optional(Ids) }),
);

export interface ExaminationsDataInput {
  ids: string[];
  city_uuid?: string | undefined;
  facility_id?: string | undefined;
}

/**
 * The body of POST /updated/examinations-data: the ids under 'examinaitons' (the product's spelling) or
 * 'examinations', and a location, which this call cannot do without. The body is already checked against
 * `ExaminationsDataBody`.
 */
export function readExaminationsData(input: Infer<typeof ExaminationsDataBody>): ExaminationsDataInput {
  const ids = input.examinaitons ?? input.examinations;
  if (ids === undefined) throw new ValidationError({ examinaitons: ['is required'] });
  if (input.city_uuid === undefined && input.facility_id === undefined) {
    throw new ValidationError({ city_uuid: ['give city_uuid for home service or facility_id for a collection point'] });
  }
  return { ids: [...new Set([...(input.examinaitons ?? []), ...(input.examinations ?? [])])], ...pick(input) };
}

function pick(input: { city_uuid?: string | undefined; facility_id?: string | undefined }) {
  return { city_uuid: input.city_uuid, facility_id: input.facility_id };
}

import { fieldsWithBrokenText, problemWith } from '../../platform/input-text';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from '../../platform/json-body';
import { DELIVERY_ERROR_CODES, invalid, rejected } from './delivery-errors';

/**
 * The bundle, read only when it nests no deeper than any bundle does and holds no text PostgreSQL would refuse or
 * corrupt (a NUL character, half of a surrogate pair), so such a message is the lab's mistake, told where, rather
 * than a failure while it is stored.
 */
export function parseDeliveredJson(body: string): unknown {
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw rejected(DELIVERY_ERROR_CODES.dataType, TOO_DEEP_MESSAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw rejected(DELIVERY_ERROR_CODES.dataType, 'The body is not valid JSON.');
  }
  const [broken] = fieldsWithBrokenText(parsed);
  if (broken !== undefined) {
    const where = broken.field === '_' ? null : `Bundle.${broken.field.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}`;
    throw invalid(DELIVERY_ERROR_CODES.dataType, `${broken.message}.`, where);
  }
  return parsed;
}

/** An HL7 message is text throughout: one holding a NUL character or half of a surrogate pair is refused whole. */
export function refuseBrokenText(body: string): void {
  const problem = problemWith(body);
  if (problem !== null) throw rejected(DELIVERY_ERROR_CODES.dataType, `The message ${problem}.`);
}

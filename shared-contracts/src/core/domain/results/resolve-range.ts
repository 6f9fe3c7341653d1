import type { Interval } from './interval';
import { findKnownAnalyte } from './known-analytes';
import { interpret, type InterpretationFlag, type ObservationValue } from './interpretation';
import { isImpossibleRange, selectReferenceRange, type RangePerson, type ReferenceRange } from './reference-range';

export interface RangeQuestion {
  loinc: string | null;
  value: ObservationValue;
  /** The range the lab sent for this value, already chosen by the lab for this patient; null when none. */
  labRange: ReferenceRange | null;
  person: RangePerson;
  /** ISO date the sample was taken: ranges by age use the age on that day. */
  sampledOn: string;
}

export interface RangeAnswer {
  range: ReferenceRange | null;
  /** Where the normal range came from, so a reading can cite it honestly. */
  source: 'lab' | 'reference' | null;
  flag: InterpretationFlag | null;
}

/**
 * The range a value is judged by, and its flag. The lab's own range decides normal, low and high (its method
 * and population); the shop's reference table adds critical limits the lab did not send, and stands in for the
 * whole range when the lab sent none. A value in a unit the table does not use gets no reference range at all.
 * A lab's range that cannot be true (low above high) is neither used nor kept: deliveries holding one are kept
 * for review before they get here, and this makes sure no such range is ever judged by or shown.
 */
export function judgeValue(question: RangeQuestion): RangeAnswer {
  const unit = question.value.kind === 'quantity' ? question.value.unit : '';
  const known = question.loinc === null ? null : findKnownAnalyte(question.loinc, unit);
  const reference = known === null ? null : selectReferenceRange(known.ranges, question.person, question.sampledOn);
  const lab = isImpossibleRange(question.labRange) ? null : question.labRange;
  const labJudges = lab !== null && (lab.normal !== undefined || (lab.normalTexts?.length ?? 0) > 0);

  if (labJudges) {
    const critical = lab.critical ?? criticalBeyond(reference?.critical, lab.normal);
    const range: ReferenceRange = { ...lab, ...(critical === undefined ? {} : { critical }) };
    if (range.critical === undefined) delete range.critical;
    return { range, source: 'lab', flag: interpret(question.value, range) };
  }
  if (reference !== null) {
    const range: ReferenceRange = lab?.text === undefined ? reference : { ...reference, text: lab.text };
    return { range, source: 'reference', flag: interpret(question.value, range) };
  }
  return { range: lab, source: lab === null ? null : 'lab', flag: null };
}

/**
 * The reference table's critical limits that lie beyond the lab's normal range, end by end. A limit inside the lab's
 * range is dropped: a value between the lab's own ends is never called critical by a table made for another method.
 * A limit on a side the lab left open ('< 100' has no low end) is kept: the lab said nothing of that side, and a
 * dangerous value (a glucose of 35 mg/dL) must never read as normal.
 */
function criticalBeyond(critical: Interval | undefined, normal: Interval | undefined): Interval | undefined {
  if (critical === undefined || normal === undefined) return undefined;
  const low = critical.low !== undefined && (normal.low === undefined || critical.low.value < normal.low.value);
  const high = critical.high !== undefined && (normal.high === undefined || critical.high.value > normal.high.value);
  const kept: Interval = { ...(low ? { low: critical.low } : {}), ...(high ? { high: critical.high } : {}) };
  return kept.low === undefined && kept.high === undefined ? undefined : kept;
}

import { findKnownAnalyte } from './known-analytes';
import { interpret, type InterpretationFlag, type ObservationValue } from './interpretation';
import { selectReferenceRange, type RangePerson, type ReferenceRange } from './reference-range';

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
 */
export function judgeValue(question: RangeQuestion): RangeAnswer {
  const unit = question.value.kind === 'quantity' ? question.value.unit : '';
  const known = question.loinc === null ? null : findKnownAnalyte(question.loinc, unit);
  const reference = known === null ? null : selectReferenceRange(known.ranges, question.person, question.sampledOn);
  const lab = question.labRange;
  const labJudges = lab !== null && (lab.normal !== undefined || (lab.normalTexts?.length ?? 0) > 0);

  if (labJudges) {
    const range: ReferenceRange = { ...lab, critical: lab.critical ?? reference?.critical };
    if (range.critical === undefined) delete range.critical;
    return { range, source: 'lab', flag: interpret(question.value, range) };
  }
  if (reference !== null) {
    const range: ReferenceRange = lab?.text === undefined ? reference : { ...reference, text: lab.text };
    return { range, source: 'reference', flag: interpret(question.value, range) };
  }
  return { range: lab, source: lab === null ? null : 'lab', flag: null };
}

import { isCritical, type InterpretationFlag } from './interpretation';

/**
 * The lab's abnormal flag (HL7 table 0078, FHIR ObservationInterpretation) in the shop's flags. Flags that say
 * nothing of normal or abnormal (susceptibility S/R/I, 'better', 'worse', 'no range') have none: null.
 */
const LAB_FLAGS: Record<string, InterpretationFlag> = {
  N: 'N',
  L: 'L',
  H: 'H',
  LL: 'LL',
  HH: 'HH',
  A: 'A',
  AA: 'A',
  LU: 'L',
  HU: 'H',
  '<': 'L',
  '>': 'H',
  POS: 'A',
  DET: 'A',
  NEG: 'N',
  ND: 'N',
};

export function labFlagAsInterpretation(labFlag: string | null): InterpretationFlag | null {
  if (labFlag === null) return null;
  // Several repetitions ('H~A'): the first that says something decides.
  for (const each of labFlag.split('~')) {
    const flag = LAB_FLAGS[each.trim().toUpperCase()];
    if (flag !== undefined) return flag;
  }
  return null;
}

/** The flag a reader is shown, the shop's own, and whether someone should look at the value. */
export interface ShownFlag {
  flag: InterpretationFlag | null;
  computed: InterpretationFlag | null;
  /** Why the value is marked for review; null when the lab and the shop agree, or only one of them judged. */
  reviewReason: string | null;
}

/**
 * The lab knows its method and its patient: when the shop cannot judge a value (no range it can read), the lab's
 * flag is shown; when both judged and disagree, the lab's is shown and the value is marked for review. One
 * exception keeps patients safe: a value the shop reads as critical (LL, HH) is never shown as less than that on
 * the lab's word alone; it is shown critical and marked for review all the same.
 */
export function chooseShownFlag(computed: InterpretationFlag | null, labFlag: string | null): ShownFlag {
  const lab = labFlagAsInterpretation(labFlag);
  if (lab === null) return { flag: computed, computed, reviewReason: null };
  if (computed === null || computed === lab) return { flag: lab, computed, reviewReason: null };
  const reviewReason = `The lab flagged the value ${labFlag ?? ''}, the shop’s reading of its range gives ${computed}.`;
  const criticalOnlyToUs = isCritical(computed) && !isCritical(lab);
  return { flag: criticalOnlyToUs ? computed : lab, computed, reviewReason };
}

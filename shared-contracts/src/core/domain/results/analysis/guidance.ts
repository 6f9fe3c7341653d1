import { findAnalyte } from '../dictionary';
import type { InterpretationFlag } from '../interpretation';

/** What a value outside its range usually means and does not mean, in plain English, per direction. */
export interface DirectionGuidance {
  usuallyMeans: string;
  doesNotMean: string;
  whenToSeeADoctor: string;
}

/** Said of any analyte the dictionary does not describe, and of what its entry leaves unsaid. */
export const GENERIC_GUIDANCE: Readonly<Record<'low' | 'high' | 'abnormal', DirectionGuidance>> = {
  low: {
    usuallyMeans: 'A value below its range is often temporary and can have many causes.',
    doesNotMean: 'It does not by itself mean you are ill.',
    whenToSeeADoctor: 'Show this result to a doctor, who can say whether it needs a repeat test.',
  },
  high: {
    usuallyMeans: 'A value above its range is often temporary and can have many causes.',
    doesNotMean: 'It does not by itself mean you are ill.',
    whenToSeeADoctor: 'Show this result to a doctor, who can say whether it needs a repeat test.',
  },
  abnormal: {
    usuallyMeans: 'This answer differs from what is usually expected.',
    doesNotMean: 'It does not by itself mean you are ill.',
    whenToSeeADoctor: 'Show this result to a doctor, who can explain it.',
  },
};

/**
 * The explanation of a flagged value, from the dictionary of analytes (what it usually means and, where the
 * entry says so, what it does not mean and when to see a doctor); general words fill anything it leaves out.
 */
export function guidanceFor(loinc: string | null, flag: InterpretationFlag): DirectionGuidance {
  const direction = flag === 'L' || flag === 'LL' ? 'low' : flag === 'H' || flag === 'HH' ? 'high' : 'abnormal';
  const generic = GENERIC_GUIDANCE[direction];
  const entry = findAnalyte(loinc);
  const meaning = entry?.[direction];
  if (entry === null || meaning === undefined) return generic;
  return {
    usuallyMeans: meaning.usuallyMeans,
    doesNotMean: meaning.doesNotMean ?? generic.doesNotMean,
    whenToSeeADoctor: meaning.whenToSeeADoctor ?? entry.talkToDoctor,
  };
}

import type { QuizAnswer, QuizAnswers } from '@labshop/shared-contracts/core';
import { unitParts } from '@labshop/shared-contracts/core';

export { EMPTY_ANSWER, isMeasure, unitOf, unitParts } from '@labshop/shared-contracts/core';

/** What the patient gave for one question (the quiz's shape, shared with the API). */
export type QuestionAnswer = QuizAnswer;

export type StepAnswers = QuizAnswers;

export const UNIT_NAMES: Readonly<Record<string, string>> = {
  kg: 'kilograms',
  lbs: 'pounds',
  lb: 'pounds',
  st: 'stones',
  cm: 'centimetres',
  ft: 'feet',
  in: 'inches',
};

/** How a unit choice reads in a list: 'st/lb' as 'stones and pounds'. */
export function unitChoiceName(unit: string): string {
  return unitParts(unit)
    .map((part) => UNIT_NAMES[part] ?? part)
    .join(' and ');
}

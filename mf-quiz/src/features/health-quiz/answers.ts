import type { QuizQuestion } from '@labshop/shared-contracts/core';

/** What the patient gave for one question. */
export interface QuestionAnswer {
  /** The chosen option values, or what was typed: one entry, or one per part of a unit such as st/lb. */
  values: string[];
  /** The unit of a measure (kg, lbs, st/lb, cm, ft/in). */
  unit?: string;
  /** The written specification of an 'other' choice. */
  other?: string;
}

export type StepAnswers = Readonly<Record<string, QuestionAnswer>>;

export const EMPTY_ANSWER: QuestionAnswer = { values: [] };

/** A measure with units: a number question that offers unit choices (weight, height). */
export function isMeasure(question: QuizQuestion): boolean {
  return question.kind === 'number' && (question.unitChoices?.length ?? 0) > 0;
}

/** The unit a measure is given in: the patient's choice, else the first one offered. */
export function unitOf(question: QuizQuestion, answer: QuestionAnswer): string {
  return answer.unit ?? question.unitChoices?.[0] ?? '';
}

/** 'st/lb' (or 'st-lb') is given as stones and pounds, 'ft/in' as feet and inches; other units in one number. */
export function unitParts(unit: string): string[] {
  return unit.split(/[/-]/);
}

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

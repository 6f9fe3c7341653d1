import type { QuizQuestion, QuizStep } from '@labshop/shared-contracts/core/api/quiz';

type Option = { value: string; label: string };

/** The answer values: yes, no, sometimes, not_to_say. */
export const YES_NO: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not_to_say', label: 'Prefer not to say' },
];
export const YES_NO_SOMETIMES: Option[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'sometimes', label: 'Sometimes' },
  { value: 'not_to_say', label: 'Prefer not to say' },
];

/** The quiz's units: weight in kg, lbs or st/lb; height in cm or ft/in. */
export const WEIGHT_UNITS = ['kg', 'lbs', 'st-lb'];
export const HEIGHT_UNITS = ['cm', 'ft-in'];

export function single(id: string, label: string, options: Option[], otherValue?: string): QuizQuestion {
  return { id, label, kind: 'single', options, required: 'required', ...(otherValue ? { otherValue } : {}) };
}

/** A multi-select needs at least one answer; an 'other' choice needs a written specification. */
export function multi(id: string, label: string, options: Option[], otherValue?: string): QuizQuestion {
  return { id, label, kind: 'multi', options, required: 'required', ...(otherValue ? { otherValue } : {}) };
}

export function freeText(id: string, label: string): QuizQuestion {
  return { id, label, kind: 'text', required: 'optional' };
}

export function options(...entries: [value: string, label: string][]): Option[] {
  return entries.map(([value, label]) => ({ value, label }));
}

/** The first step of every questionnaire: who the answers are about. */
export const ABOUT_YOU: QuizStep = {
  id: 'about-you',
  title: 'About you',
  questions: [
    single('sex', 'Sex', options(['female', 'Female'], ['male', 'Male'])),
    { id: 'age', label: 'Age', kind: 'number', required: 'required' },
    { id: 'weight', label: 'Weight', kind: 'number', unitChoices: WEIGHT_UNITS, required: 'required' },
    { id: 'height', label: 'Height', kind: 'number', unitChoices: HEIGHT_UNITS, required: 'required' },
  ],
};

import type { QuizAnswer, QuizAnswers, QuizDefinition, QuizQuestion, QuizStep } from '../../api/quiz';
import { parseIsoDate } from '../validators';
import { dimensionOf, isKnownUnit, parseAmount, toBaseUnit, unitParts, type MeasureDimension } from './units';

/**
 * The quiz's rules (spec §5), the same in the browser and in the API: multi-select needs at least one answer,
 * single-select one option, an 'other' choice a specification, a required number (the target weight too) a value.
 */
export const QUIZ_MESSAGES = {
  chooseOne: 'Choose one option.',
  chooseAtLeastOne: 'Choose at least one option.',
  unknownOption: 'Choose from the options given.',
  required: 'This field is required.',
  specify: 'Please specify your answer.',
  number: 'Enter a number.',
  positive: 'Enter a number greater than zero.',
  unit: 'Choose one of the units given.',
  outOfRange: 'Check this number: it looks too small or too large.',
  date: 'Enter the date as MM/DD/YYYY, for example 05/14/1990.',
} as const;

/** What a person can weigh (kg) and measure (cm), so a typo (72 st for 72 kg) is caught before it counts. */
export const MEASURE_RANGES: Readonly<Record<MeasureDimension, { min: number; max: number }>> = {
  weight: { min: 10, max: 400 },
  height: { min: 50, max: 250 },
};

export const EMPTY_ANSWER: QuizAnswer = { values: [] };

/** A measure with units: a number question that offers unit choices (weight, height). */
export function isMeasure(question: QuizQuestion): boolean {
  return question.kind === 'number' && (question.unitChoices?.length ?? 0) > 0;
}

/** The unit a measure is given in: the patient's choice, else the first one offered. */
export function unitOf(question: QuizQuestion, answer: QuizAnswer): string {
  return answer.unit ?? question.unitChoices?.[0] ?? '';
}

/** The quiz's rules for one question; null when the answer may stand. */
export function validateQuestion(question: QuizQuestion, answer: QuizAnswer = EMPTY_ANSWER): string | null {
  const required = question.required === 'required';
  const given = answer.values.filter((value) => value.trim() !== '');
  switch (question.kind) {
    case 'single':
      if (given.length > 1 || (required && given.length === 0)) return QUIZ_MESSAGES.chooseOne;
      return validateChoices(question, answer, given);
    case 'multi':
      if (required && given.length === 0) return QUIZ_MESSAGES.chooseAtLeastOne;
      return validateChoices(question, answer, given);
    case 'number':
      return validateNumber(question, answer, required);
    case 'text':
      return required && given.length === 0 ? QUIZ_MESSAGES.required : null;
    case 'date':
      // The date field passes on an ISO date, or what was typed while it is not a date yet.
      if (given.length === 0) return required ? QUIZ_MESSAGES.required : null;
      return given.every((value) => parseIsoDate(value.trim()) !== null) ? null : QUIZ_MESSAGES.date;
  }
}

/** The message of every question of the step that cannot stand, by question id. */
export function validateStep(step: QuizStep, answers: QuizAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of step.questions) {
    const message = validateQuestion(question, answers[question.id]);
    if (message) errors[question.id] = message;
  }
  return errors;
}

/**
 * The steps this patient is asked, in order: a step with a condition (the female and male variants of
 * reproductive health) only once an earlier answer meets it.
 */
export function visibleSteps(steps: readonly QuizStep[], answers: QuizAnswers): QuizStep[] {
  return steps.filter((step) => {
    if (!step.showWhen) return true;
    const { questionId, values } = step.showWhen;
    return (answers[questionId]?.values ?? []).some((value) => values.includes(value));
  });
}

/** The steps the patient answered: those asked, less the skippable ones they skipped. */
export function answeredSteps(
  definition: QuizDefinition,
  answers: QuizAnswers,
  skippedSteps: readonly string[] = [],
): QuizStep[] {
  return visibleSteps(definition.steps, answers).filter((step) => !(step.skippable && skippedSteps.includes(step.id)));
}

/** Every question of the steps this patient answered, by the whole quiz's rules: the messages by question id. */
export function validateQuizAnswers(
  definition: QuizDefinition,
  answers: QuizAnswers,
  skippedSteps: readonly string[] = [],
): Record<string, string> {
  const steps = answeredSteps(definition, answers, skippedSteps);
  return Object.assign({}, ...steps.map((step) => validateStep(step, answers)));
}

/** Only the answers to questions this patient answered: a hidden or skipped step's answers drop out. */
export function askedAnswers(
  definition: QuizDefinition,
  answers: QuizAnswers,
  skippedSteps: readonly string[] = [],
): QuizAnswers {
  const asked = answeredSteps(definition, answers, skippedSteps).flatMap((step) => step.questions);
  return Object.fromEntries(
    asked.flatMap((question) => {
      const answer = answers[question.id];
      return answer ? [[question.id, answer]] : [];
    }),
  );
}

function validateChoices(question: QuizQuestion, answer: QuizAnswer, given: string[]): string | null {
  const offered = new Set((question.options ?? []).map((option) => option.value));
  if (given.some((value) => !offered.has(value))) return QUIZ_MESSAGES.unknownOption;
  const other = question.otherValue;
  return other && given.includes(other) && !answer.other?.trim() ? QUIZ_MESSAGES.specify : null;
}

/** A measure's first part (kilograms, stones, feet) must be above zero; a second part may be zero. */
function validateNumber(question: QuizQuestion, answer: QuizAnswer, required: boolean): string | null {
  const measure = isMeasure(question);
  const unit = unitOf(question, answer);
  if (measure && (!isKnownUnit(unit) || !(question.unitChoices ?? []).some((choice) => sameUnit(choice, unit)))) {
    return QUIZ_MESSAGES.unit;
  }
  const partCount = measure ? unitParts(unit).length : 1;
  const parts = Array.from({ length: partCount }, (_unused, index) => answer.values[index]?.trim() ?? '');
  if (parts.every((part) => part === '')) return required ? QUIZ_MESSAGES.required : null;
  if (parts.some((part) => part !== '' && parseAmount(part) === null)) return QUIZ_MESSAGES.number;
  if (!((parseAmount(parts[0] ?? '') ?? 0) > 0)) return QUIZ_MESSAGES.positive;
  const dimension = measure ? dimensionOf(unit) : null;
  if (dimension) {
    const base = toBaseUnit(unit, parts) ?? 0;
    const range = MEASURE_RANGES[dimension];
    if (base < range.min || base > range.max) return QUIZ_MESSAGES.outOfRange;
  }
  return null;
}

function sameUnit(a: string, b: string): boolean {
  return a.replace('/', '-') === b.replace('/', '-');
}

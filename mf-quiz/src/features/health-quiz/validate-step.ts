import { parseIsoDate, type QuizQuestion, type QuizStep } from '@labshop/shared-contracts/core';
import { EMPTY_ANSWER, isMeasure, unitOf, unitParts, type QuestionAnswer, type StepAnswers } from './answers';

export const QUIZ_MESSAGES = {
  chooseOne: 'Choose one option.',
  chooseAtLeastOne: 'Choose at least one option.',
  required: 'This field is required.',
  specify: 'Please specify your answer.',
  number: 'Enter a number.',
  positive: 'Enter a number greater than zero.',
  date: 'Enter the date as MM/DD/YYYY, for example 05/14/1990.',
} as const;

/** The quiz's rules for one question; null when the answer may stand. */
export function validateQuestion(question: QuizQuestion, answer: QuestionAnswer = EMPTY_ANSWER): string | null {
  const required = question.required === 'required';
  const given = answer.values.filter((value) => value.trim() !== '');
  switch (question.kind) {
    case 'single':
      if (given.length > 1 || (required && given.length === 0)) return QUIZ_MESSAGES.chooseOne;
      return otherNeedsSpecification(question, answer) ? QUIZ_MESSAGES.specify : null;
    case 'multi':
      if (required && given.length === 0) return QUIZ_MESSAGES.chooseAtLeastOne;
      return otherNeedsSpecification(question, answer) ? QUIZ_MESSAGES.specify : null;
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
export function validateStep(step: QuizStep, answers: StepAnswers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of step.questions) {
    const message = validateQuestion(question, answers[question.id]);
    if (message) errors[question.id] = message;
  }
  return errors;
}

function otherNeedsSpecification(question: QuizQuestion, answer: QuestionAnswer): boolean {
  const other = question.otherValue;
  return Boolean(other && answer.values.includes(other) && !answer.other?.trim());
}

/** A measure's first part (kilograms, stones, feet) must be above zero; a second part may be zero. */
function validateNumber(question: QuizQuestion, answer: QuestionAnswer, required: boolean): string | null {
  const partCount = isMeasure(question) ? unitParts(unitOf(question, answer)).length : 1;
  const parts = Array.from({ length: partCount }, (_unused, index) => answer.values[index]?.trim() ?? '');
  if (parts.every((part) => part === '')) return required ? QUIZ_MESSAGES.required : null;
  if (parts.some((part) => part !== '' && !isNonNegativeNumber(part))) return QUIZ_MESSAGES.number;
  return toNumber(parts[0] ?? '') > 0 ? null : QUIZ_MESSAGES.positive;
}

function isNonNegativeNumber(text: string): boolean {
  return /^\d+([.,]\d+)?$/.test(text);
}

/** Patients write decimals with a point or a comma. */
function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

import { array, enums, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import { oneOf } from '../shapes/one-of';

/** The values an answer may take. */
export const QUIZ_ANSWERS = ['yes', 'no', 'sometimes', 'not_to_say'] as const;

export const QuizOption = object({ value: string(), label: string() });

export const QuizQuestion = object({
  id: string(),
  label: string(),
  kind: enums(['single', 'multi', 'number', 'text', 'date']),
  options: optional(array(QuizOption)),
  unitChoices: optional(array(string())),
  required: enums(['required', 'optional']),
  /** The option value that needs a written specification ('other'). */
  otherValue: optional(nullable(string())),
});
export type QuizQuestion = Infer<typeof QuizQuestion>;

export const QuizStep = object({
  id: string(),
  title: string(),
  questions: array(QuizQuestion),
  /** The step is asked only when an earlier answer is one of these values (the female and male variants). */
  showWhen: optional(object({ questionId: string(), values: array(string()) })),
});
export type QuizStep = Infer<typeof QuizStep>;

/** GET /api/quiz/{kind}: the steps of a questionnaire, in order. */
export const QuizDefinition = object({
  kind: oneOf([literal('health'), literal('weight-loss'), literal('weight-loss-feedback')]),
  title: string(),
  steps: array(QuizStep),
});
export type QuizDefinition = Infer<typeof QuizDefinition>;

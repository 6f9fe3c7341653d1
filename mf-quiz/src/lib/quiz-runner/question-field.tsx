import type { QuizQuestion } from '@labshop/shared-contracts/core';
import { DateField, TextField } from '@labshop/shared-contracts/web/ui';
import { isMeasure, type QuestionAnswer } from './answers';
import { ChoiceQuestion } from './choice-question';
import { MeasureQuestion } from './measure-question';

export interface QuestionFieldProps {
  question: QuizQuestion;
  answer: QuestionAnswer;
  error: string | undefined;
  onChange: (answer: QuestionAnswer) => void;
}

/** One question of the quiz, drawn by its kind. */
export function QuestionField(props: QuestionFieldProps) {
  const { question, answer, error, onChange } = props;
  if (question.kind === 'single' || question.kind === 'multi') return <ChoiceQuestion {...props} />;
  if (isMeasure(question)) return <MeasureQuestion {...props} />;
  if (question.kind === 'date') {
    return (
      <DateField
        label={question.label}
        required={question.required === 'required'}
        error={error}
        value={answer.values[0] ?? ''}
        onChange={(value) => onChange({ ...answer, values: [value] })}
      />
    );
  }
  return (
    <TextField
      label={question.label}
      required={question.required === 'required'}
      type="text"
      inputMode={question.kind === 'number' ? 'decimal' : undefined}
      error={error}
      value={answer.values[0] ?? ''}
      onChange={(event) => onChange({ ...answer, values: [event.target.value] })}
    />
  );
}

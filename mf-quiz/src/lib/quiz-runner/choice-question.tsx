import type { QuizQuestion } from '@labshop/shared-contracts/core';
import { CheckboxGroup, RadioGroup, TextField } from '@labshop/shared-contracts/web/ui';
import type { QuestionAnswer } from './answers';
import styles from './quiz.module.css';

interface ChoiceQuestionProps {
  question: QuizQuestion;
  answer: QuestionAnswer;
  error: string | undefined;
  onChange: (answer: QuestionAnswer) => void;
}

/** A single-select (radio buttons) or multi-select (checkboxes) question, with its 'other' field. */
export function ChoiceQuestion({ question, answer, error, onChange }: ChoiceQuestionProps) {
  const multi = question.kind === 'multi';
  const chosen = new Set(answer.values);
  const otherChosen = Boolean(question.otherValue && chosen.has(question.otherValue));

  const options = question.options ?? [];
  const group = { legend: question.label, options, error, className: styles.question };
  return (
    <>
      {multi ? (
        <CheckboxGroup {...group} value={answer.values} onChange={(values) => onChange({ ...answer, values })} />
      ) : (
        <RadioGroup
          {...group}
          value={answer.values[0]}
          onChange={(value) => onChange({ ...answer, values: [value] })}
        />
      )}
      {otherChosen ? (
        <TextField
          label="Please specify"
          required
          value={answer.other ?? ''}
          onChange={(event) => onChange({ ...answer, other: event.target.value })}
        />
      ) : null}
    </>
  );
}

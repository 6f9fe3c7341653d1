import { useId } from 'react';
import type { QuizQuestion } from '@labshop/shared-contracts/core';
import { TextField } from '@labshop/shared-contracts/web/ui';
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
  const id = useId();
  const multi = question.kind === 'multi';
  const chosen = new Set(answer.values);
  const otherChosen = Boolean(question.otherValue && chosen.has(question.otherValue));

  function toggle(value: string, checked: boolean) {
    if (!multi) return onChange({ ...answer, values: [value] });
    const values = checked ? [...answer.values, value] : answer.values.filter((existing) => existing !== value);
    onChange({ ...answer, values });
  }

  return (
    <fieldset
      className={styles.question}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={styles.legend}>{question.label}</legend>
      {(question.options ?? []).map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type={multi ? 'checkbox' : 'radio'}
            name={`${id}-${question.id}`}
            value={option.value}
            checked={chosen.has(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          {option.label}
        </label>
      ))}
      {otherChosen ? (
        <TextField
          label="Please specify"
          required
          value={answer.other ?? ''}
          onChange={(event) => onChange({ ...answer, other: event.target.value })}
        />
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

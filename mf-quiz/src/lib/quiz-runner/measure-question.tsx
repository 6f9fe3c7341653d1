import { useId } from 'react';
import { convertMeasure, type QuizQuestion } from '@labshop/shared-contracts/core';
import { SegmentedChoice } from '@labshop/shared-contracts/web/ui';
import { unitChoiceName, unitOf, unitParts, UNIT_NAMES, type QuestionAnswer } from './answers';
import styles from './quiz.module.css';

interface MeasureQuestionProps {
  question: QuizQuestion;
  answer: QuestionAnswer;
  error: string | undefined;
  onChange: (answer: QuestionAnswer) => void;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A number in a unit the patient chooses (weight in kg, lbs or st/lb; height in cm or ft/in).
 * A two-part unit such as st/lb gets one field per part. Changing the unit converts what was typed, so the
 * patient sees their own measure in the new unit rather than retyping it.
 */
export function MeasureQuestion({ question, answer, error, onChange }: MeasureQuestionProps) {
  const id = useId();
  const unit = unitOf(question, answer);
  const parts = unitParts(unit);
  const errorId = `${id}-error`;

  return (
    <fieldset className={styles.question} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{question.label}</legend>
      <SegmentedChoice
        className={styles.unit}
        legend="Unit"
        options={(question.unitChoices ?? []).map((choice) => ({ value: choice, label: unitChoiceName(choice) }))}
        value={unit}
        onChange={(chosen) =>
          onChange({ ...answer, unit: chosen, values: convertMeasure(answer.values, unit, chosen) })
        }
      />
      <div className={styles.measure}>
        {parts.map((part, index) => (
          <div key={`${unit}-${part}`} className={styles.amount}>
            <label htmlFor={`${id}-${index}`}>{capitalise(UNIT_NAMES[part] ?? part)}</label>
            <input
              id={`${id}-${index}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required={question.required === 'required' && index === 0}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              value={answer.values[index] ?? ''}
              onChange={(event) => {
                const values = parts.map((_part, at) =>
                  at === index ? event.target.value : (answer.values[at] ?? ''),
                );
                onChange({ ...answer, unit, values });
              }}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

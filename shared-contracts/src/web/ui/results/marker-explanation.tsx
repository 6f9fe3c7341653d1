import type { MarkerExplanation as Explanation } from '@labshop/shared-contracts/core';
import { isOutOfRange, type InterpretationFlag } from '@labshop/shared-contracts/core';
import styles from './result-visuals.module.css';

interface MarkerExplanationProps {
  name: string;
  explanation: Explanation;
  flag: InterpretationFlag | null;
  /** The knowledge article about the marker, when the dictionary has one (the same words, on a page of its own). */
  knowledgePath?: string | null;
}

/**
 * What a marker is, in plain English: what it measures, always in view, and what a high, low or unexpected
 * result usually means and when to talk to a doctor, open at once when this value is outside its range.
 */
export function MarkerExplanation({ name, explanation, flag, knowledgePath }: MarkerExplanationProps) {
  const meanings: Array<[string, string]> = [];
  if (explanation.reading !== null) meanings.push(['How to read it', explanation.reading]);
  if (explanation.high !== null) meanings.push(['If it is high', explanation.high]);
  if (explanation.low !== null) meanings.push(['If it is low', explanation.low]);
  if (explanation.abnormal !== null) meanings.push(['If the answer is not the expected one', explanation.abnormal]);
  meanings.push(['When to talk to a doctor', explanation.talkToDoctor]);
  return (
    <div className={styles.explanation}>
      <p>
        <span className={styles.term}>What it measures: </span>
        {explanation.measures}
      </p>
      <details open={isOutOfRange(flag)}>
        <summary>{`What ${name} results mean`}</summary>
        <dl className={styles.meanings}>
          {meanings.map(([term, text]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </details>
      {knowledgePath ? (
        <p>
          <a href={knowledgePath}>{`Read about ${name} in Knowledge`}</a>
        </p>
      ) : null}
    </div>
  );
}

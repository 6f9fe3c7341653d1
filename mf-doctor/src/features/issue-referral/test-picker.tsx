import { useState } from 'react';
import { SearchAnswer, formatMoney, type TestSummary } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Button, TextField } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { useDebounced } from './use-debounced';
import styles from '../practice/practice.module.css';

export type ChosenTest = Pick<TestSummary, 'id' | 'name'>;

/** Tests and packages from the catalogue, searched by name, and the ones chosen for the referral. */
export function TestPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: readonly ChosenTest[];
  onChange: (tests: ChosenTest[]) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim());
  const found = useApiQuery(typed.length >= 2 ? 'catalogue/search' : null, {
    query: { q: typed, limit: 8 },
    answer: SearchAnswer,
  });
  const isChosen = (id: string) => chosen.some((test) => test.id === id);
  return (
    <div className={styles.fieldset}>
      <TextField
        label={TEXTS.testsSearch}
        hint={TEXTS.testsSearchHint}
        error={error}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {found.status === 'success' && typed.length >= 2 ? (
        <ul className={styles.options} aria-label={TEXTS.testsSearch} aria-live="polite">
          {found.data.items
            .filter((item) => !isChosen(item.id))
            .map((item) => (
              <li key={item.id} className={styles.option}>
                <span>
                  {item.name} · {formatMoney(item.priceMinor, found.data.currency)}
                </span>
                <Button
                  theme="outline"
                  size="sm"
                  aria-label={TEXTS.add(item.name)}
                  onClick={() => onChange([...chosen, { id: item.id, name: item.name }])}
                >
                  Add
                </Button>
              </li>
            ))}
        </ul>
      ) : null}
      <h3>{TEXTS.chosenTests}</h3>
      {chosen.length === 0 ? (
        <p>{TEXTS.noTestsChosen}</p>
      ) : (
        <ul className={styles.options} aria-label={TEXTS.chosenTests}>
          {chosen.map((test) => (
            <li key={test.id} className={styles.option}>
              <span>{test.name}</span>
              <Button
                theme="secondary"
                size="sm"
                aria-label={TEXTS.remove(test.name)}
                onClick={() => onChange(chosen.filter((other) => other.id !== test.id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

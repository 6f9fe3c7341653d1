import { useCallback, useState } from 'react';
import { QuizAnswers } from '@labshop/shared-contracts/core';
import { pageStorage } from '@labshop/shared-contracts/web';
import { array, create, object, string } from 'superstruct';

/** What a patient has given so far: answers survive a reload and the back button, for the browser session only. */
export interface QuizProgress {
  answers: QuizAnswers;
  /** The skippable sections the patient chose to skip. */
  skippedSteps: readonly string[];
}

const SavedProgress = object({ answers: QuizAnswers, skippedSteps: array(string()) });

export const EMPTY_PROGRESS: QuizProgress = { answers: {}, skippedSteps: [] };

// Answers about health stay in the session's storage: they go when the browser is closed.
const storage = () => pageStorage('sessionStorage');

export function readProgress(key: string): QuizProgress {
  try {
    const saved: unknown = JSON.parse(storage().getItem(key) ?? 'null');
    return saved === null ? EMPTY_PROGRESS : create(saved, SavedProgress);
  } catch {
    // A copy from an older release, or edited by hand: start again rather than fail.
    return EMPTY_PROGRESS;
  }
}

export function writeProgress(key: string, progress: QuizProgress): void {
  storage().setItem(key, JSON.stringify(progress));
}

export function clearProgress(key: string): void {
  storage().removeItem(key);
}

/** The progress kept under `key`, and a setter that keeps every change. */
export function useSavedProgress(key: string): [QuizProgress, (next: QuizProgress) => void, () => void] {
  const [progress, setProgress] = useState(() => readProgress(key));
  const save = useCallback(
    (next: QuizProgress) => {
      writeProgress(key, next);
      setProgress(next);
    },
    [key],
  );
  const clear = useCallback(() => {
    clearProgress(key);
    setProgress(EMPTY_PROGRESS);
  }, [key]);
  return [progress, save, clear];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { QuizStep } from '@labshop/shared-contracts/core';

/** The search parameter holding the step's id: each step is its own history entry, so the back button works. */
export const STEP_PARAM = 'step';

/**
 * The step the address names among the steps asked (the first when it names none, or one not asked), and a way
 * to go to another: a new history entry, so the browser's back button returns to the step before.
 */
export function useStepNavigation(steps: readonly QuizStep[]) {
  const [params, setParams] = useSearchParams();
  const named = params.get(STEP_PARAM);
  const found = steps.findIndex((step) => step.id === named);
  const index = found === -1 ? 0 : found;
  const goTo = useCallback(
    (stepId: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(STEP_PARAM, stepId);
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  return { index, goTo };
}

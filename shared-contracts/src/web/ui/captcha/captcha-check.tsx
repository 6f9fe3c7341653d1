import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CaptchaChallenge } from '@labshop/shared-contracts/core';
import { Button } from '../button';
import { Icon } from '../icon';
import { CircleAlert, LoaderCircle, ShieldCheck } from '../icons';
import { solveChallenge } from './solve-challenge';
import styles from './captcha-check.module.css';

export const CAPTCHA_CHECKING = 'Checking you are a person…';
export const CAPTCHA_VERIFIED = 'Verified';
export const CAPTCHA_FAILED = 'The check could not be done.';

export type CaptchaState = 'checking' | 'verified' | 'failed';

/** Fetches a challenge from the API (GET /api/captcha). */
export async function fetchCaptchaChallenge(fetchJson: typeof fetch = fetch): Promise<CaptchaChallenge> {
  const response = await fetchJson('/api/captcha', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`Captcha challenge answered ${response.status}`);
  return CaptchaChallenge.create(JSON.parse(await response.text()));
}

export interface CaptchaCheckProps {
  /** Called with the solution once solved, and with null while a new one is being found or when it failed. */
  onChange: (solution: string | null) => void;
  /** Changing it asks for a new solution (each one is taken once, so after every send). */
  round?: number;
  /** The API's message for this field, e.g. 'The confirmation must be valid.'. */
  error?: string | undefined;
  getChallenge?: () => Promise<CaptchaChallenge>;
  solve?: (challenge: string, difficulty: number, signal: AbortSignal) => Promise<string>;
  /** Called when no solution could be found (the API away): the form stops waiting and says so. */
  onFailure?: () => void;
}

/**
 * The kit's captcha with no outside service: it fetches a proof-of-work challenge and solves it in the background
 * as soon as it appears, so a person never clicks anything; its state is said in words, politely, and a failure
 * offers a retry.
 */
export function CaptchaCheck({
  onChange,
  round = 0,
  error,
  getChallenge = fetchCaptchaChallenge,
  solve = solveChallenge,
  onFailure,
}: CaptchaCheckProps) {
  const [attempt, setAttempt] = useState(0);
  // Which challenge an outcome belongs to: a new round or retry is 'checking' until its own outcome arrives.
  const key = `${round}:${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: Exclude<CaptchaState, 'checking'> } | null>(null);
  const state: CaptchaState = outcome?.key === key ? outcome.state : 'checking';
  const report = useRef(onChange);
  const reportFailure = useRef(onFailure);
  useEffect(() => {
    report.current = onChange;
    reportFailure.current = onFailure;
  });
  const errorId = useId();

  useEffect(() => {
    const controller = new AbortController();
    report.current(null);
    getChallenge()
      .then((challenge) => solve(challenge.challenge, challenge.difficulty, controller.signal))
      .then((solution) => {
        if (controller.signal.aborted) return;
        setOutcome({ key, state: 'verified' });
        report.current(solution);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setOutcome({ key, state: 'failed' });
        reportFailure.current?.();
      });
    return () => controller.abort();
  }, [key, getChallenge, solve]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const shownError = state === 'failed' ? CAPTCHA_FAILED : state === 'verified' ? undefined : error;

  return (
    <div className={styles.check} data-state={state}>
      <p className={styles.status} aria-live="polite" aria-describedby={shownError ? errorId : undefined}>
        <Icon
          icon={state === 'verified' ? ShieldCheck : state === 'failed' ? CircleAlert : LoaderCircle}
          size="sm"
          className={state === 'checking' ? styles.spinning : undefined}
        />
        <span>{state === 'verified' ? CAPTCHA_VERIFIED : state === 'failed' ? CAPTCHA_FAILED : CAPTCHA_CHECKING}</span>
      </p>
      {state === 'failed' ? (
        <Button type="button" theme="outline" size="sm" onClick={retry}>
          Try the check again
        </Button>
      ) : null}
      {shownError && state !== 'failed' ? (
        <p id={errorId} className={styles.error}>
          {shownError}
        </p>
      ) : null}
    </div>
  );
}

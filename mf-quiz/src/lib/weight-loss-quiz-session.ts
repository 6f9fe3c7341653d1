import { pageStorage } from '@labshop/shared-contracts/web';
import type { QuizRecord } from '@labshop/shared-contracts/core';
import { keptRecord } from './quiz-runner/kept-records';

const CHOSEN_KEY = 'labshop.quiz.weight-loss.programme';
const COMPLETED_KEY = 'labshop.quiz.weight-loss.completed';
const AGAIN_KEY = 'labshop.quiz.weight-loss.again';
export const DEFAULT_PROGRAMME = 'essential';

/** The programme whose page led into the quiz, kept for the session so its thanks page offers that one. */
export function rememberChosenProgramme(product: string | null): void {
  if (product && /^[a-z0-9-]+$/.test(product)) pageStorage('sessionStorage').setItem(CHOSEN_KEY, product);
}

export function chosenProgramme(): string {
  return pageStorage('sessionStorage').getItem(CHOSEN_KEY) ?? DEFAULT_PROGRAMME;
}

/** The quiz was completed in this browser session: starting it again shows the completed page instead. */
export function markQuizCompleted(uuid: string): void {
  pageStorage('sessionStorage').setItem(COMPLETED_KEY, uuid);
  pageStorage('sessionStorage').removeItem(AGAIN_KEY);
}

export function completedQuiz(): string | null {
  return pageStorage('sessionStorage').getItem(COMPLETED_KEY);
}

/**
 * The patient chose to answer the quiz again: until they send it, the records their account already holds do not
 * send them back to the completed page.
 */
export function answerQuizAgain(): void {
  pageStorage('sessionStorage').removeItem(COMPLETED_KEY);
  pageStorage('sessionStorage').setItem(AGAIN_KEY, 'yes');
}

export function answeringQuizAgain(): boolean {
  return pageStorage('sessionStorage').getItem(AGAIN_KEY) !== null;
}

/** The weight-loss quiz this browser completed in this session, as the API answered it; null for none. */
export function completedQuizRecord(): QuizRecord | null {
  const uuid = completedQuiz();
  return uuid === null ? null : keptRecord(uuid);
}

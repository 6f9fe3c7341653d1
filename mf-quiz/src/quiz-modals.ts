import { holdQuizModals } from './app/quiz-modals';

/*
 * Lifecycles of the quiz's modals without a page: the shell keeps them mounted on every path, so a weight-loss
 * package or programme chosen anywhere can say the patient already follows one.
 */

export async function bootstrap(): Promise<void> {}

export async function mount(): Promise<void> {
  holdQuizModals();
}

// The modals belong to the page, not to one screen.
export async function unmount(): Promise<void> {}

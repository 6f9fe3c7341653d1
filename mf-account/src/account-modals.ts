import { holdAccountModals } from './app/account-modals';

/*
 * Lifecycles of the account's modals without a page: the shell keeps them mounted on every path, so the role
 * switch in the header, authModal in the cart and the blocked-patient notice show their bodies on any page.
 */

export async function bootstrap(): Promise<void> {}

export async function mount(): Promise<void> {
  holdAccountModals();
}

// The modals belong to the page, not to one screen.
export async function unmount(): Promise<void> {}

import { holdCatalogueModals } from './app/catalogue-modals';

/*
 * Lifecycles of the catalogue's modals without a page: the shell keeps them mounted on every path, so the cart can
 * ask about a screening programme chosen for a patient it is not meant for on any page.
 */

export async function bootstrap(): Promise<void> {}

export async function mount(): Promise<void> {
  holdCatalogueModals();
}

// The modals belong to the page, not to one screen.
export async function unmount(): Promise<void> {}

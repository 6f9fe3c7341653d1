import { registerScreeningWarning } from '../features/screening-warning/screening-warning-modal';

let holders = 0;
let release: (() => void) | null = null;

/**
 * The catalogue's page-wide modals (the screening warning the cart opens) are held both by the page-wide part and by
 * the catalogue's own pages (alone, without the shell): registered once while anyone holds them.
 */
export function holdCatalogueModals(): () => void {
  holders += 1;
  if (holders === 1) release = registerScreeningWarning();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    holders -= 1;
    if (holders === 0) {
      release?.();
      release = null;
    }
  };
}

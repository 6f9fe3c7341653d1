import { heldRegistration } from '@labshop/shared-contracts/web/ui';
import { registerScreeningWarning } from '../features/screening-warning/screening-warning-modal';

/**
 * The catalogue's page-wide modals (the screening warning the cart opens) are held both by the page-wide part and by
 * the catalogue's own pages (alone, without the shell): registered once while anyone holds them.
 */
export const holdCatalogueModals = heldRegistration(registerScreeningWarning);

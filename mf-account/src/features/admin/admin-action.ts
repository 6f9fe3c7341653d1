import { AdminAccount } from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { toastIfForbidden } from '@labshop/shared-contracts/web/forms';

/**
 * Runs one administration action and says how it went: 'Saved successfully.', 'It cannot be done.' for a role
 * that may not, or the save failure. Answers the account as it is now, or null when it failed.
 */
export async function runAdminAction(path: string): Promise<AdminAccount | null> {
  try {
    const account = await getApiClient().request(path, { method: 'POST', answer: AdminAccount });
    showToast(MESSAGES.saved, { type: 'success' });
    return account;
  } catch (error) {
    if (!toastIfForbidden(error)) showToast(MESSAGES.saveFailed, { type: 'error' });
    return null;
  }
}

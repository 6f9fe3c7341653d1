import { Page } from '@labshop/shared-contracts/remote-kit';
import { AccountSearch } from './account-search';
import { LabDeliveriesReview } from './lab-deliveries-review';
import { PendingDoctors } from './pending-doctors';

/**
 * /account/admin: the administration of accounts (spec §6 admin) and of lab reports that matched no order. The
 * API decides who may: a session not acting as an admin reads 'It cannot be done.'.
 */
export function AdminPage() {
  return (
    <Page>
      <h1>Administration</h1>
      <PendingDoctors />
      <AccountSearch />
      <LabDeliveriesReview />
    </Page>
  );
}

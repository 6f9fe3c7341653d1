import { Page } from '@labshop/shared-contracts/remote-kit';
import { AccountSearch } from './account-search';
import { PendingDoctors } from './pending-doctors';

/**
 * /account/admin: the administration of accounts (spec §6 admin). The API decides who may: a session not acting
 * as an admin reads 'It cannot be done.'.
 */
export function AdminPage() {
  return (
    <Page>
      <h1>Administration</h1>
      <PendingDoctors />
      <AccountSearch />
    </Page>
  );
}

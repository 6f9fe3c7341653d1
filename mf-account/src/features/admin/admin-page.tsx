import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { MESSAGES } from '../../lib/messages';
import { AccountSearch } from './account-search';
import { AuditLog } from './audit-log';
import { DiscountCodes } from './discount-codes';
import { ContactMessagesReview } from './contact-messages-review';
import { LabDeliveriesReview } from './lab-deliveries-review';
import { MarkedResultsReview } from './marked-results-review';
import { PendingDoctors } from './pending-doctors';
import { SitePictures } from './site-pictures';
import { SiteRedirects } from './site-redirects';

/**
 * /account/admin: the administration of accounts and of lab reports that matched no order. The
 * API decides who may; a session known not to act as an admin is told at once, once, rather than by every
 * section, and an account that holds the admin role is offered the switch.
 */
export function AdminPage() {
  const user = useLatestEvent('session:changed')?.user ?? null;
  if (user !== null && user.activeRole !== 'admin') {
    return (
      <Page>
        <h1>Administration</h1>
        <div role="alert">
          <p>{MESSAGES.forbidden}</p>
        </div>
        {user.roles.includes('admin') ? (
          <p>
            You are acting as a {user.activeRole}.{' '}
            <Button theme="link" onClick={() => getEventBus().emit('modal:open', { name: 'rolesModal' })}>
              Switch role to admin
            </Button>
          </p>
        ) : null}
      </Page>
    );
  }
  return (
    <Page>
      <h1>Administration</h1>
      <PendingDoctors />
      <AccountSearch />
      <LabDeliveriesReview />
      <MarkedResultsReview />
      <AuditLog />
      <DiscountCodes />
      <SiteRedirects />
      <SitePictures />
      <ContactMessagesReview />
    </Page>
  );
}

import type { CurrentUser } from '@labshop/shared-contracts/core/api/accounts';

type DefaultFacility = CurrentUser['default_facility'];
import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { MessageOutbox } from '../../../platform/messages/message-outbox';
import type { Principal } from '../../../platform/principal';
import type { SessionService } from '../session-service';

/** What the accounts' rules need: their store's database, time, the outbox, sessions and the default point. */
export interface AccountsDeps {
  db: Database;
  clock: Clock;
  outbox: MessageOutbox;
  sessions: SessionService;
  /** The site's address, for links in e-mails. */
  siteUrl: string;
  /** The principal's own default collection point, asked of the collection points service, which owns it. */
  defaultCollectionPoint: (principal: Principal) => Promise<DefaultFacility>;
}

/** Who is calling, as limits and the audit log count them. */
export interface Caller {
  /** The client address as limits count it. */
  address: string;
  /** The address written to the audit log. */
  ip: string;
}

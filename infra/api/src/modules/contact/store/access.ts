import { sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../../platform/principal';

/**
 * The one access rule of a contact message: an administrator at work reads and answers every message; nobody else
 * any (the sender has the copy mailed to them).
 */
export function contactMessageVisibleTo(principal: Principal): SQL {
  return principal.kind === 'account' && principal.role === 'admin' ? sql`true` : sql`false`;
}

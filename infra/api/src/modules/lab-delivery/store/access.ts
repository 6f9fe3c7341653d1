import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Principal } from '../../../platform/principal';

/** A laboratory delivering with its own key: the only principal that delivers. */
export type LabPrincipal = Extract<Principal, { kind: 'lab' }>;

/**
 * The one access rule of what a lab delivered (its reports, stored or kept for review), as a condition on the
 * column naming the lab that delivered it: that lab, which sends its own reports again or corrects them, and an
 * administrator, who reviews what was kept. Nobody else: another lab never learns what a lab sent, and a patient
 * reads their results through the results, never as a delivery.
 */
export function deliveriesVisibleTo(principal: Principal, deliveringLab: SQLWrapper): SQL {
  if (principal.kind === 'lab') return sql`${deliveringLab} = ${principal.labId}`;
  if (principal.kind === 'account' && principal.role === 'admin') return sql`true`;
  return sql`false`;
}

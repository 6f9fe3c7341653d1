import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { labs, unmatchedLabDeliveries } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { deliveriesVisibleTo } from './access';

/** A review queue longer than this is worked from the top; the rest follow as the top ones are reviewed. */
const LIST_LIMIT = 200;

export type KeptReportRow = typeof unmatchedLabDeliveries.$inferSelect & { labName: string };

const columns = { row: unmatchedLabDeliveries, labName: labs.name };

/** Reports still waiting for a review that the principal may see, the newest first. */
export async function listOpenKeptReports(db: DatabaseExecutor, principal: Principal): Promise<KeptReportRow[]> {
  const rows = await db
    .select(columns)
    .from(unmatchedLabDeliveries)
    .innerJoin(labs, eq(labs.id, unmatchedLabDeliveries.labId))
    .where(and(isNull(unmatchedLabDeliveries.reviewedAt), deliveriesVisibleTo(principal, unmatchedLabDeliveries.labId)))
    .orderBy(desc(unmatchedLabDeliveries.receivedAt), desc(unmatchedLabDeliveries.id))
    .limit(LIST_LIMIT);
  return rows.map(({ row, labName }) => ({ ...row, labName }));
}

/** One kept report, open or reviewed; null when there is none the principal may see. */
export async function findKeptReport(
  db: DatabaseExecutor,
  principal: Principal,
  id: string,
): Promise<KeptReportRow | null> {
  const [found] = await db
    .select(columns)
    .from(unmatchedLabDeliveries)
    .innerJoin(labs, eq(labs.id, unmatchedLabDeliveries.labId))
    .where(and(eq(unmatchedLabDeliveries.id, id), deliveriesVisibleTo(principal, unmatchedLabDeliveries.labId)));
  return found ? { ...found.row, labName: found.labName } : null;
}

import fp from 'fastify-plugin';
import type { AdminAccount } from '@labshop/shared-contracts/api/admin';
import type {
  DismissUnmatchedDelivery,
  DismissedDeliveryAnswer,
  MatchUnmatchedDelivery,
  MatchedDeliveryAnswer,
  UnmatchedDeliveryDetail,
  UnmatchedDeliverySummary,
} from '@labshop/shared-contracts/api/admin-lab-deliveries';
import type { AccountsService } from '../accounts/service';
import type { Clock } from '../../platform/clock';
import { ForbiddenError } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { isAdmin, type Principal } from '../../platform/principal';
import { dismissKeptReport, matchKeptReport } from '../lab-delivery/review-kept-report';
import { announceStoredResults } from '../results/result-ready';
import { queueResultReadyNotices } from '../results/result-ready-notice';
import { openUnmatchedDeliveries, unmatchedDelivery } from './unmatched-deliveries';

/** Lab reports kept because they matched no paid ordered test, as the administration reviews them. */
export interface KeptReportReview {
  open(): Promise<UnmatchedDeliverySummary[]>;
  one(id: string): Promise<UnmatchedDeliveryDetail | null>;
  match(id: string, input: MatchUnmatchedDelivery, reviewer: Reviewer): Promise<MatchedDeliveryAnswer>;
  dismiss(id: string, input: DismissUnmatchedDelivery, reviewer: Reviewer): Promise<DismissedDeliveryAnswer>;
}

interface Reviewer {
  id: string;
  at: Date;
}

/**
 * Administration: blocking accounts, checking doctors' licences and reviewing lab reports that matched no order.
 * Only an administrator at work may do any of it ('It cannot be done.' to anyone else); the work itself is done
 * by the services that own the accounts and the lab reports.
 */
export function createAdminService(deps: {
  accounts: AccountsService['administration'];
  keptReports: KeptReportReview;
  clock: Clock;
}) {
  const { accounts, keptReports } = deps;

  /** The administrator at work, as the reviewer a kept report records. */
  function reviewerOf(principal: Principal): Reviewer {
    if (!isAdmin(principal)) throw new ForbiddenError();
    return { id: principal.accountId, at: deps.clock() };
  }

  return {
    async findAccounts(principal: Principal, query: string): Promise<AdminAccount[]> {
      reviewerOf(principal);
      return accounts.find(principal, query);
    },
    async pendingDoctors(principal: Principal): Promise<AdminAccount[]> {
      reviewerOf(principal);
      return accounts.pendingDoctors(principal);
    },
    async block(principal: Principal, accountId: string): Promise<AdminAccount> {
      reviewerOf(principal);
      return accounts.block(principal, accountId);
    },
    async unblock(principal: Principal, accountId: string): Promise<AdminAccount> {
      reviewerOf(principal);
      return accounts.unblock(principal, accountId);
    },
    async verifyDoctor(principal: Principal, accountId: string): Promise<AdminAccount> {
      reviewerOf(principal);
      return accounts.settleDoctor(principal, accountId, 'verified');
    },
    async rejectDoctor(principal: Principal, accountId: string): Promise<AdminAccount> {
      reviewerOf(principal);
      return accounts.settleDoctor(principal, accountId, 'rejected');
    },

    async openKeptReports(principal: Principal): Promise<UnmatchedDeliverySummary[]> {
      reviewerOf(principal);
      return keptReports.open();
    },
    async keptReport(principal: Principal, id: string): Promise<UnmatchedDeliveryDetail> {
      reviewerOf(principal);
      const detail = await keptReports.one(id);
      if (detail === null) throw notFound();
      return detail;
    },
    matchKeptReport: (principal: Principal, id: string, input: MatchUnmatchedDelivery) =>
      keptReports.match(id, input, reviewerOf(principal)),
    dismissKeptReport: (principal: Principal, id: string, input: DismissUnmatchedDelivery) =>
      keptReports.dismiss(id, input, reviewerOf(principal)),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

export default fp(
  async function adminService(fastify) {
    const { db } = fastify;
    // The kept reports belong to lab delivery; a match is stored, told by e-mail and announced as a delivery is.
    const keptReports: KeptReportReview = {
      open: () => openUnmatchedDeliveries(db),
      one: (id) => unmatchedDelivery(db, id),
      async match(id, input, reviewer) {
        const matched = await matchKeptReport(db, id, input, reviewer, (tx, resultIds) =>
          queueResultReadyNotices(tx, fastify.outbox, fastify.config.siteUrl, resultIds),
        );
        // Told after the commit, as a delivery tells it, so the patient's page finds the result when it fetches.
        await announceStoredResults(db, fastify.broadcaster, [matched.resultId]);
        return matched;
      },
      dismiss: (id, input, reviewer) => dismissKeptReport(db, id, input, reviewer),
    };
    fastify.decorate(
      'admin',
      createAdminService({ accounts: fastify.accounts.administration, keptReports, clock: fastify.clock }),
    );
  },
  {
    name: 'admin-service',
    dependencies: ['database', 'clock', 'config', 'messaging', 'accounts-service', 'broadcaster'],
  },
);

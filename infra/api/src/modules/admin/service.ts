import fp from 'fastify-plugin';
import type { AdminAccount } from '@labshop/shared-contracts/core/api/admin';
import type {
  DismissUnmatchedDelivery,
  DismissedDeliveryAnswer,
  MatchUnmatchedDelivery,
  MatchedDeliveryAnswer,
  UnmatchedDeliveryDetail,
  UnmatchedDeliverySummary,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import type { AccountsService } from '../accounts/service';
import type { Clock } from '../../platform/clock';
import { ForbiddenError } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { isAdmin, type Principal } from '../../platform/principal';
import { dismissKeptReport, matchKeptReport } from '../lab-delivery/review-kept-report';
import { announceStoredResults } from '../results/result-ready';
import { queueResultReadyNotices } from '../results/result-ready-notice';
import { openUnmatchedDeliveries, unmatchedDelivery } from './unmatched-deliveries';

/**
 * Lab reports kept because they matched no paid ordered test, as lab delivery offers their review to an
 * administrator (the principal): the reviewer recorded is the principal.
 */
export interface KeptReportReview {
  openKeptReports(principal: Principal): Promise<UnmatchedDeliverySummary[]>;
  keptReport(principal: Principal, id: string): Promise<UnmatchedDeliveryDetail>;
  matchKeptReport(principal: Principal, id: string, input: MatchUnmatchedDelivery): Promise<MatchedDeliveryAnswer>;
  dismissKeptReport(
    principal: Principal,
    id: string,
    input: DismissUnmatchedDelivery,
  ): Promise<DismissedDeliveryAnswer>;
}

/**
 * Administration: blocking accounts, checking doctors' licences and reviewing lab reports that matched no order.
 * Only an administrator at work may do any of it ('It cannot be done.' to anyone else); the work itself is done
 * by the services that own the accounts and the lab reports.
 */
export function createAdminService(deps: {
  accounts: AccountsService['administration'];
  keptReports: KeptReportReview;
}) {
  const { accounts, keptReports } = deps;

  /** Only an administrator at work: anyone else is told 'It cannot be done.'. */
  function onlyAnAdministrator(principal: Principal): void {
    if (!isAdmin(principal)) throw new ForbiddenError();
  }

  return {
    async findAccounts(principal: Principal, query: string): Promise<AdminAccount[]> {
      onlyAnAdministrator(principal);
      return accounts.find(principal, query);
    },
    async pendingDoctors(principal: Principal): Promise<AdminAccount[]> {
      onlyAnAdministrator(principal);
      return accounts.pendingDoctors(principal);
    },
    async block(principal: Principal, accountId: string): Promise<AdminAccount> {
      onlyAnAdministrator(principal);
      return accounts.block(principal, accountId);
    },
    async unblock(principal: Principal, accountId: string): Promise<AdminAccount> {
      onlyAnAdministrator(principal);
      return accounts.unblock(principal, accountId);
    },
    async verifyDoctor(principal: Principal, accountId: string): Promise<AdminAccount> {
      onlyAnAdministrator(principal);
      return accounts.settleDoctor(principal, accountId, 'verified');
    },
    async rejectDoctor(principal: Principal, accountId: string): Promise<AdminAccount> {
      onlyAnAdministrator(principal);
      return accounts.settleDoctor(principal, accountId, 'rejected');
    },

    async openKeptReports(principal: Principal): Promise<UnmatchedDeliverySummary[]> {
      onlyAnAdministrator(principal);
      return keptReports.openKeptReports(principal);
    },
    async keptReport(principal: Principal, id: string): Promise<UnmatchedDeliveryDetail> {
      onlyAnAdministrator(principal);
      return keptReports.keptReport(principal, id);
    },
    async matchKeptReport(principal: Principal, id: string, input: MatchUnmatchedDelivery) {
      onlyAnAdministrator(principal);
      return keptReports.matchKeptReport(principal, id, input);
    },
    async dismissKeptReport(principal: Principal, id: string, input: DismissUnmatchedDelivery) {
      onlyAnAdministrator(principal);
      return keptReports.dismissKeptReport(principal, id, input);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

/** Who reviews: the administrator at work, at the app's clock. */
function reviewerOf(principal: Principal, clock: Clock) {
  return { id: principal.kind === 'account' ? principal.accountId : '', at: clock() };
}

export default fp(
  async function adminService(fastify) {
    const { db, clock } = fastify;
    // The kept reports belong to lab delivery; a match is stored, told by e-mail and announced as a delivery is.
    const keptReports: KeptReportReview = {
      openKeptReports: () => openUnmatchedDeliveries(db),
      async keptReport(_principal, id) {
        const detail = await unmatchedDelivery(db, id);
        if (detail === null) throw notFound();
        return detail;
      },
      async matchKeptReport(principal, id, input) {
        const matched = await matchKeptReport(db, id, input, reviewerOf(principal, clock), (tx, resultIds) =>
          queueResultReadyNotices(tx, fastify.outbox, fastify.config.siteUrl, resultIds),
        );
        // Told after the commit, as a delivery tells it, so the patient's page finds the result when it fetches.
        await announceStoredResults(db, fastify.broadcaster, [matched.resultId]);
        return matched;
      },
      dismissKeptReport: (principal, id, input) => dismissKeptReport(db, id, input, reviewerOf(principal, clock)),
    };
    fastify.decorate('admin', createAdminService({ accounts: fastify.accounts.administration, keptReports }));
  },
  {
    name: 'admin-service',
    dependencies: ['database', 'clock', 'config', 'messaging', 'accounts-service', 'broadcaster'],
  },
);

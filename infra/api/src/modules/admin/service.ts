import fp from 'fastify-plugin';
import type { AdminAccount } from '@labshop/shared-contracts/core/api/admin';
import type {
  DismissUnmatchedDelivery,
  DismissedDeliveryAnswer,
  MatchUnmatchedDelivery,
  MarkedResult,
  MarkResultReviewed,
  MatchedDeliveryAnswer,
  ReviewedResultAnswer,
  UnmatchedDeliveryDetail,
  UnmatchedDeliverySummary,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import type { AdminContactMessage, AdminContactMessageSummary } from '@labshop/shared-contracts/core/api/contact';
import type { AccountsService } from '../accounts/service';
import type { AuditLogEntry, AuditLogPage } from '@labshop/shared-contracts/core/api/admin-audit-log';
import type { Database } from '../../db/client';
import { searchAuditLog, type AuditRow, type AuditSearch } from '../../db/audit-log';
import type { ContactService } from '../contact/service';
import { ForbiddenError } from '../../platform/authorization';
import { isAdmin, type Principal } from '../../platform/principal';

/**
 * Lab reports kept because they matched no paid ordered test, as lab delivery offers their review to an
 * administrator (the principal): the reviewer recorded is the principal.
 */
export interface KeptReportReview {
  openKeptReports(principal: Principal): Promise<UnmatchedDeliverySummary[]>;
  markedForReview(principal: Principal): Promise<MarkedResult[]>;
  markResultReviewed(principal: Principal, resultId: string, input: MarkResultReviewed): Promise<ReviewedResultAnswer>;
  keptReport(principal: Principal, id: string): Promise<UnmatchedDeliveryDetail>;
  matchKeptReport(principal: Principal, id: string, input: MatchUnmatchedDelivery): Promise<MatchedDeliveryAnswer>;
  dismissKeptReport(
    principal: Principal,
    id: string,
    input: DismissUnmatchedDelivery,
  ): Promise<DismissedDeliveryAnswer>;
}

/** An audit log row as the administration reads it. */
function auditLogEntryOf(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    action: row.event,
    at: row.at.toISOString(),
    actor: row.actorId === null ? null : { id: row.actorId, email: row.actorEmail },
    accountId: row.accountId,
    record: row.recordType !== null && row.recordId !== null ? { type: row.recordType, id: row.recordId } : null,
    before: row.before,
    after: row.after,
    details: row.details,
  };
}

/**
 * Administration: blocking accounts, checking doctors' licences and reviewing lab reports that matched no order.
 * Only an administrator at work may do any of it ('It cannot be done.' to anyone else); the work itself is done
 * by the services that own the accounts and the lab reports.
 */
export function createAdminService(deps: {
  db: Database;
  accounts: AccountsService['administration'];
  keptReports: KeptReportReview;
  /** The contact page's messages, which administrators read and answer. */
  contactMessages: Pick<ContactService, 'list' | 'read' | 'answer'>;
}) {
  const { db, accounts, keptReports, contactMessages } = deps;

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
    /** Stored results, or their values, that someone should look at while their patients read them. */
    async markedForReview(principal: Principal): Promise<MarkedResult[]> {
      onlyAnAdministrator(principal);
      return keptReports.markedForReview(principal);
    },
    /** A result marked for review has been looked at: it leaves the list, who and when recorded with the note. */
    async markResultReviewed(principal: Principal, resultId: string, input: MarkResultReviewed) {
      onlyAnAdministrator(principal);
      return keptReports.markResultReviewed(principal, resultId, input);
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

    /** One page of the audit log, the newest first. */
    async auditLog(principal: Principal, search: AuditSearch): Promise<AuditLogPage> {
      onlyAnAdministrator(principal);
      const { rows, total } = await searchAuditLog(db, search);
      return {
        entries: rows.map(auditLogEntryOf),
        total,
        page: search.page,
        perPage: search.perPage,
        pages: Math.ceil(total / search.perPage),
      };
    },

    async contactMessageList(principal: Principal): Promise<AdminContactMessageSummary[]> {
      onlyAnAdministrator(principal);
      return contactMessages.list(principal);
    },
    async contactMessage(principal: Principal, id: string): Promise<AdminContactMessage> {
      onlyAnAdministrator(principal);
      return contactMessages.read(principal, id);
    },
    async answerContactMessage(principal: Principal, id: string, answer: string): Promise<AdminContactMessage> {
      onlyAnAdministrator(principal);
      return contactMessages.answer(principal, id, answer);
    },
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
    // The kept reports belong to lab delivery, which stores, tells and announces a match as a delivery does.
    fastify.decorate(
      'admin',
      createAdminService({
        db: fastify.db,
        accounts: fastify.accounts.administration,
        keptReports: fastify.labDelivery,
        contactMessages: fastify.contact,
      }),
    );
  },
  {
    name: 'admin-service',
    dependencies: ['database', 'accounts-service', 'lab-delivery-service', 'contact-service'],
  },
);

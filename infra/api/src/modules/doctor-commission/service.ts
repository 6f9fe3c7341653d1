import fp from 'fastify-plugin';
import {
  COMMISSION_LINE_KIND_WORDS,
  COMMISSION_LINE_STATUS_WORDS,
  DOCTOR_COMMISSION_TEXTS,
  invoiceNumberText,
  type CommissionLedger,
  type DoctorInvoiceList,
  type IssueInvoicesAnswer,
} from '@labshop/shared-contracts/core/api/doctor-commission';
import { commissionOptionOf } from '@labshop/shared-contracts/core/api/referrals';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { ForbiddenError } from '../../platform/authorization';
import { notFound, ValidationError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { AccountsService } from '../accounts/service';
import type { ReferralsService } from '../referrals/service';
import { commissionsOf, type ChargedLine, type PaidReferralTerms } from './commission-amounts';
import { monthHasEnded, monthRange, previousMonth } from './invoice-months';
import { renderInvoicePdf } from './invoice-pdf';
import {
  doctorsToInvoice,
  insertCommissions,
  ledgerOf,
  lineCounts,
  linesOfInvoice,
  netCommissionsOf,
  reverseCommissionsOfOrder,
} from './store/commission-lines';
import { findInvoice, invoicesOf, issueInvoice, type StoredInvoice } from './store/invoices';

/** A referral an order's payment moved on, as the referrals service answers it. */
export interface PaidReferral extends PaidReferralTerms {
  doctorAccountId: string;
  patientAccountId: string;
}

export interface DoctorCommissionDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency'>;
  /** The doctors' and patients' names, as accounts hold them. */
  people: Pick<AccountsService['directory'], 'namesOf'>;
  /** Who is a verified doctor, and settling the referrals an invoice took: asked of referrals. */
  referrals: Pick<ReferralsService, 'verifiedDoctorOnly' | 'settleInvoiced'>;
  /**
   * Who a doctor's invoice is issued to: as an individual, or a company with its name and NIP, and the bank account;
   * null before the doctor saves a profile: asked of the doctors, whose profile holds them.
   */
  payoutDetailsOf: (doctorAccountId: string) => Promise<PayoutDetails | null>;
}

/** What an invoice needs of the doctor's payout settings. */
export interface PayoutDetails {
  individual?: boolean;
  companyName: string | null;
  nip: string | null;
  bankAccount: string | null;
}

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}` : 'Unknown';

/** The doctors' commission ledger and monthly invoices. */
export function createDoctorCommissionService(deps: DoctorCommissionDependencies) {
  const { db, clock, config } = deps;

  /** The doctor asking: a verified doctor acting as doctor (403 'It cannot be done.' for anyone else). */
  async function doctorAsking(principal: Principal): Promise<string> {
    await deps.referrals.verifiedDoctorOnly(principal);
    if (principal.kind !== 'account') throw new ForbiddenError();
    return principal.accountId;
  }

  async function invoiceSummaries(invoices: readonly StoredInvoice[]) {
    const counts = await lineCounts(
      db,
      invoices.map((invoice) => invoice.id),
    );
    return invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumberText(invoice.number, invoice.issuedAt),
      month: invoice.month,
      issuedAt: invoice.issuedAt.toISOString(),
      linesCount: counts.get(invoice.id) ?? 0,
      totalMinor: invoice.totalMinor,
      currency: invoice.currency,
    }));
  }

  return {
    /**
     * Writes the commission of the referrals an order's payment just moved on, from what the order charged, in the
     * payment's transaction `tx`: it stands or falls with the payment, and is written once per referral.
     */
    async recordForPaidOrder(
      tx: DatabaseExecutor,
      paid: { orderId: string; currency: string; lines: readonly ChargedLine[]; referrals: readonly PaidReferral[] },
      now: Date,
    ): Promise<number> {
      if (paid.referrals.length === 0) return 0;
      const amounts = new Map(commissionsOf(paid.lines, paid.referrals).map((amount) => [amount.referralId, amount]));
      return insertCommissions(
        tx,
        paid.referrals.map((referral) => {
          const amount = amounts.get(referral.id);
          return {
            doctorAccountId: referral.doctorAccountId,
            patientAccountId: referral.patientAccountId,
            referralId: referral.id,
            orderId: paid.orderId,
            commissionPercent: referral.commissionPercent,
            discountPercent: referral.discountPercent,
            testsCount: amount?.testsCount ?? 0,
            paidMinor: amount?.paidMinor ?? 0,
            amountMinor: amount?.commissionMinor ?? 0,
            currency: paid.currency,
          };
        }),
        now,
      );
    },

    /** Reverses the commission an order earned, in the transaction `tx` that refunds or cancels it. */
    reverseForOrder: (tx: DatabaseExecutor, orderId: string, now: Date) => reverseCommissionsOfOrder(tx, orderId, now),

    /**
     * What each of the doctor's referrals earned by the ledger, net of reversals: the referral table's commission
     * and a referral's salary once its order is paid. Referrals without a line (not paid yet) are left out.
     */
    netCommissionsOf: (doctorAccountId: string, referralIds: readonly string[]) =>
      netCommissionsOf(db, doctorAccountId, referralIds),

    /** The doctor's own ledger, newest first, with its totals. */
    async ledger(principal: Principal): Promise<CommissionLedger> {
      const doctorId = await doctorAsking(principal);
      const stored = await ledgerOf(db, doctorId);
      const names = await deps.people.namesOf([...new Set(stored.map((line) => line.patientAccountId))]);
      const lines = stored.map((line) => {
        const status = line.invoiceNumber === null ? ('awaiting_salary' as const) : ('settled' as const);
        return {
          id: line.id,
          kind: line.kind,
          kindWords: COMMISSION_LINE_KIND_WORDS[line.kind],
          status,
          statusWords: COMMISSION_LINE_STATUS_WORDS[status],
          referralId: line.referralId,
          patientName: fullName(names.get(line.patientAccountId)),
          testsCount: line.testsCount,
          commissionOption: commissionOptionOf(line.commissionPercent, line.discountPercent),
          paidMinor: line.paidMinor,
          amountMinor: line.amountMinor,
          currency: line.currency,
          occurredAt: line.occurredAt.toISOString(),
          invoiceNumber:
            line.invoiceNumber === null || line.invoiceIssuedAt === null
              ? null
              : invoiceNumberText(line.invoiceNumber, line.invoiceIssuedAt),
        };
      });
      const sum = (chosen: typeof lines) => chosen.reduce((total, line) => total + line.amountMinor, 0);
      return {
        lines,
        currency: config.currency,
        totals: {
          earnedMinor: sum(lines.filter((line) => line.kind === 'commission')),
          reversedMinor: sum(lines.filter((line) => line.kind === 'reversal')),
          netMinor: sum(lines),
          settledMinor: sum(lines.filter((line) => line.status === 'settled')),
          awaitingSalaryMinor: sum(lines.filter((line) => line.status === 'awaiting_salary')),
        },
      };
    },

    /** The doctor's own invoices of a month. */
    async invoices(principal: Principal, month: string): Promise<DoctorInvoiceList> {
      const doctorId = await doctorAsking(principal);
      if (monthRange(month) === null) throw new ValidationError({ month: [DOCTOR_COMMISSION_TEXTS.monthInvalid] });
      return { month, invoices: await invoiceSummaries(await invoicesOf(db, doctorId, month)) };
    },

    /** One of the doctor's own invoices as a PDF; 404 for any other. */
    async invoicePdf(principal: Principal, invoiceId: string): Promise<{ pdf: Buffer; fileName: string }> {
      const doctorId = await doctorAsking(principal);
      if (!isRecordId(invoiceId)) throw notFound();
      const invoice = await findInvoice(db, doctorId, invoiceId);
      if (!invoice) throw notFound();
      return this.renderInvoice(invoice);
    },

    /** The invoice's PDF, whoever it belongs to: the caller has checked it may be read. */
    async renderInvoice(invoice: StoredInvoice): Promise<{ pdf: Buffer; fileName: string }> {
      const lines = await linesOfInvoice(db, invoice.id);
      const names = await deps.people.namesOf([...new Set(lines.map((line) => line.patientAccountId))]);
      const number = invoiceNumberText(invoice.number, invoice.issuedAt);
      const pdf = await renderInvoicePdf({
        number,
        month: invoice.month,
        issuedAt: invoice.issuedAt,
        party: invoice.party,
        currency: invoice.currency,
        totalMinor: invoice.totalMinor,
        lines: lines.map((line) => ({ ...line, patientName: fullName(names.get(line.patientAccountId)) })),
      });
      return { pdf, fileName: `commission-invoice-${number.replaceAll('/', '-')}.pdf` };
    },

    /**
     * Issues every doctor's invoice for a month that has ended (422 otherwise): one per doctor with commission lines
     * in it. Run again, it finds them issued and changes nothing.
     */
    async issueInvoices(month: string): Promise<IssueInvoicesAnswer> {
      const range = monthRange(month);
      if (range === null) throw new ValidationError({ month: [DOCTOR_COMMISSION_TEXTS.monthInvalid] });
      if (!monthHasEnded(month, clock())) throw new ValidationError({ month: [DOCTOR_COMMISSION_TEXTS.monthNotEnded] });
      const doctorIds = await doctorsToInvoice(db, range);
      const names = await deps.people.namesOf(doctorIds);
      let issued = 0;
      for (const doctorAccountId of doctorIds) {
        const details = await deps.payoutDetailsOf(doctorAccountId);
        const asCompany = details !== null && details.individual !== true && Boolean(details.companyName);
        const invoice = await issueInvoice(
          db,
          {
            doctorAccountId,
            month,
            range,
            party: {
              name: fullName(names.get(doctorAccountId)),
              companyName: asCompany ? (details?.companyName ?? null) : null,
              nip: asCompany ? (details?.nip ?? null) : null,
              bankAccount: details?.bankAccount ?? null,
            },
            currency: config.currency,
            now: clock(),
          },
          (tx, referralIds) => deps.referrals.settleInvoiced(tx, referralIds, clock()).then(() => undefined),
        );
        if (invoice) issued += 1;
      }
      return { month, issued, alreadyIssued: doctorIds.length - issued };
    },

    /** What the run on the 1st does: the month before. */
    issueLastMonthsInvoices(): Promise<IssueInvoicesAnswer> {
      return this.issueInvoices(previousMonth(clock()));
    },
  };
}

export type DoctorCommissionService = ReturnType<typeof createDoctorCommissionService>;

declare module 'fastify' {
  interface FastifyInstance {
    doctorCommission: DoctorCommissionService;
  }
}

/** The 1st of each month at 03:00 UTC: after midnight in Poland, summer or winter. */
export const ISSUE_DOCTOR_INVOICES_CRON = '0 3 1 * *';

export default fp(
  async function doctorCommissionService(fastify) {
    const service = createDoctorCommissionService({
      db: fastify.db,
      clock: fastify.clock,
      config: fastify.config,
      people: fastify.accounts.directory,
      referrals: fastify.referrals,
      payoutDetailsOf: fastify.doctors.payoutDetailsOf,
    });
    fastify.decorate('doctorCommission', service);
    fastify.jobs.define<{ month?: string }>({
      name: 'issue-doctor-invoices',
      handle: async (data) => {
        if (data.month) await service.issueInvoices(data.month);
        else await service.issueLastMonthsInvoices();
      },
      schedule: { cron: ISSUE_DOCTOR_INVOICES_CRON, data: {} },
    });
  },
  {
    name: 'doctor-commission-service',
    dependencies: ['database', 'clock', 'jobs', 'accounts-service', 'referrals-service', 'doctors-service'],
  },
);

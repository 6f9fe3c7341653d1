import {
  commissionShares,
  DEFAULT_COMMISSION_OPTION,
  REFERRAL_NOT_EDITABLE,
  REFERRAL_SMS_RESEND_AFTER_MS,
  REFERRAL_SMS_TOO_SOON,
  type DoctorReferral,
  type IssueReferralRequest,
  type ReferralDoctorData,
  type ReferralsOverview,
} from '@labshop/shared-contracts/core/api/referrals';
import fp from 'fastify-plugin';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { giveBack, takeAttempt } from '../../platform/attempt-store';
import { ForbiddenError } from '../../platform/authorization';
import { HttpError, notFound, TooManyAttemptsError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { systemPrincipal, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { AccountsService } from '../accounts/service';
import { storedPlaceOf } from '../locations/stored-places';
import { lookUpPeople, named, withPeople, type ReferralPeople } from './referral-people';
import {
  lookUpPlacesAndTests,
  placedAndListed,
  withPlacesAndTests,
  type ReferralPlacesAndTests,
} from './referral-places-tests';
import { priceReferredTests } from './referral-pricing';
import type { StoredReferral } from './referral-record';
import { readIssueReferral, readReferralDoctorData, type ReferralFormDeps } from './referral-request';
import { toDoctorReferral, toPatientReferral } from './referral-shapes';
import { REFERRAL_TEXTS_PER_PATIENT, referralSms } from './referral-sms';
import {
  cancelReferralsOfOrder,
  checkOrderReferrals,
  linkOrderReferrals,
  moveReferralsOfPaidOrder,
  settleInvoicedReferrals,
} from './store/order-referrals';
import {
  claimSmsSlot,
  editReferral,
  findReferrals,
  insertReferral,
  markSmsSent,
  type ReferralSelection,
} from './store/referrals';

export interface ReferralsDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'siteUrl'>;
  outbox: MessageOutbox;
  /** Whether a doctor's licence number has been checked, and the people's names and phone: asked of accounts. */
  people: Pick<AccountsService['directory'], 'isVerifiedDoctor'> & ReferralPeople;
  /** Where each referral is priced and what its tests are called: asked of locations and the catalogue. */
  placesAndTests: ReferralPlacesAndTests;
  findPatient: ReferralFormDeps['findPatient'];
  shopItems: ReferralFormDeps['shopItems'];
  /**
   * What each of a doctor's paid referrals earned by the commission ledger, net of any reversal (the referral's
   * salary); referrals without a ledger line are left out. Asked of the doctor commission.
   */
  salariesOf: (doctorAccountId: string, referralIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
}

/** A paid order settles its referrals whoever paid it: the payment itself is the shop's to apply. */
const SETTLING = systemPrincipal('settle the referrals of a paid order');
/** A monthly invoice settles the referrals of every doctor it is issued to: the shop issues them. */
const INVOICING = systemPrincipal('settle the referrals a monthly invoice took');

/** Referrals: a doctor issues, edits and re-sends; the patient reads and buys. */
export function createReferralsService(deps: ReferralsDependencies) {
  const { db, clock, config } = deps;
  /** The referrals the principal sees that `selection` names, newest first, with their people, place and tests. */
  async function referralsOf(principal: Principal, selection: ReferralSelection): Promise<StoredReferral[]> {
    const rows = await findReferrals(db, principal, selection);
    return withPeople(deps.people, await withPlacesAndTests(deps.placesAndTests, rows));
  }
  const form: ReferralFormDeps = { db, findPatient: deps.findPatient, shopItems: deps.shopItems };

  /**
   * The doctor asking: an account acting as doctor whose licence number has been checked. Verification adds the
   * doctor role, but a referral earns money, so the check is made here too rather than trusted to the role alone:
   * an account still pending or rejected is refused whatever roles it holds.
   */
  async function verifiedDoctor(principal: Principal): Promise<{ accountId: string }> {
    if (principal.kind !== 'account' || principal.role !== 'doctor') throw new ForbiddenError();
    if (!(await deps.people.isVerifiedDoctor(principal))) throw new ForbiddenError();
    return { accountId: principal.accountId };
  }

  async function issuedReferral(principal: Principal, referralId: string): Promise<StoredReferral> {
    if (!isRecordId(referralId)) throw notFound();
    const [referral] = await referralsOf(principal, { issued: 'by-caller', referralId });
    if (!referral) throw notFound();
    return referral;
  }

  /** The doctor's referrals as the doctor sees them, each with its salary once the ledger holds one. */
  async function forDoctorAll(referrals: readonly StoredReferral[]): Promise<DoctorReferral[]> {
    const [first] = referrals;
    if (!first) return [];
    const salaries = await deps.salariesOf(
      first.doctor.id,
      referrals.map((referral) => referral.id),
    );
    return Promise.all(
      referrals.map((referral) => toDoctorReferral(deps.shopItems, referral, clock(), config.currency, salaries)),
    );
  }
  const forDoctor = async (referral: StoredReferral) => {
    const [shaped] = await forDoctorAll([referral]);
    if (!shaped) throw notFound();
    return shaped;
  };

  return {
    /**
     * Refuses (403 'It cannot be done.') anyone but a verified doctor acting as doctor: asked by the routes before
     * they check what the doctor sent, so someone who may not issue referrals never hears about their form.
     */
    async verifiedDoctorOnly(principal: Principal): Promise<void> {
      await verifiedDoctor(principal);
    },

    /**
     * Issues a referral and, in the same transaction, queues the text that sends the patient its link. Past the
     * patient's referral texts of the day the referral stands untexted: the doctor may send it again later.
     */
    async issue(principal: Principal, address: string, request: IssueReferralRequest): Promise<DoctorReferral> {
      const doctor = { id: (await verifiedDoctor(principal)).accountId };
      const now = clock();
      const choice = await readIssueReferral(form, doctor.id, request, now, address);
      const [people, placesAndTests] = await Promise.all([
        lookUpPeople(deps.people, [doctor.id], [choice.patientAccountId]),
        lookUpPlacesAndTests(deps.placesAndTests, [storedPlaceOf(choice.location)], choice.testIds),
      ]);
      const { patientPercent } = commissionShares(choice.commission ?? DEFAULT_COMMISSION_OPTION);
      const amounts = await priceReferredTests(deps.shopItems, { ...choice, discountPercent: patientPercent }, now);
      const text = await takeAttempt(db, REFERRAL_TEXTS_PER_PATIENT, choice.patientAccountId, now);
      try {
        const referral = await db.transaction(async (tx) => {
          const id = await insertReferral(tx, {
            doctorAccountId: doctor.id,
            patientAccountId: choice.patientAccountId,
            choice,
            amounts,
            now,
          });
          const written = await findReferrals(tx, principal, { issued: 'by-caller', referralId: id });
          const [issued] = named(placedAndListed(written, placesAndTests), people);
          if (!issued) throw new Error(`The referral ${id} was not found right after it was written`);
          if (text === null) return issued;
          await deps.outbox.queueSms(tx, referralSms(issued, config.siteUrl), { kind: 'referral-link' });
          await markSmsSent(tx, principal, id, now);
          return { ...issued, smsSentAt: now };
        });
        return forDoctor(referral);
      } catch (error) {
        if (text !== null) await giveBack(db, [text]);
        throw error;
      }
    },

    /** New location and tests for a referral still awaiting payment: 404 for another's, 409 once paid. */
    async edit(principal: Principal, referralId: string, data: ReferralDoctorData): Promise<DoctorReferral> {
      await verifiedDoctor(principal);
      if (!isRecordId(referralId)) throw notFound();
      const choice = await readReferralDoctorData(form, data, clock());
      const current = await issuedReferral(principal, referralId);
      const discountPercent =
        choice.commission === undefined ? current.discountPercent : commissionShares(choice.commission).patientPercent;
      const amounts = await priceReferredTests(deps.shopItems, { ...choice, discountPercent }, clock());
      const outcome = await editReferral(db, principal, { referralId, choice, amounts, now: clock() });
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'not-editable') throw new HttpError(409, REFERRAL_NOT_EDITABLE);
      return forDoctor(await issuedReferral(principal, referralId));
    },

    /**
     * Texts the referral's link to the patient again: 409 once it no longer awaits payment, 429 within a
     * minute of the last text or once the patient has had the day's referral texts. The text is queued in the
     * transaction that takes the minute, and delivered (and retried while the provider refuses it) from there.
     */
    async resend(principal: Principal, referralId: string): Promise<DoctorReferral> {
      await verifiedDoctor(principal);
      const referral = await issuedReferral(principal, referralId);
      if (referral.status !== 'awaiting_payment') throw new HttpError(409, REFERRAL_NOT_EDITABLE);
      const sentAt = clock();
      const text = await takeAttempt(db, REFERRAL_TEXTS_PER_PATIENT, referral.patient.id, sentAt);
      if (text === null) throw new TooManyAttemptsError(REFERRAL_TEXTS_PER_PATIENT.message);
      try {
        await db.transaction(async (tx) => {
          if (!(await claimSmsSlot(tx, principal, referral.id, sentAt, REFERRAL_SMS_RESEND_AFTER_MS))) {
            throw new HttpError(429, REFERRAL_SMS_TOO_SOON);
          }
          await deps.outbox.queueSms(tx, referralSms(referral, config.siteUrl), { kind: 'referral-link' });
        });
      } catch (error) {
        await giveBack(db, [text]);
        throw error;
      }
      return forDoctor({ ...referral, smsSentAt: sentAt });
    },

    /** The referrals the doctor asking has issued, newest first. */
    async listForDoctor(principal: Principal): Promise<DoctorReferral[]> {
      await verifiedDoctor(principal);
      return forDoctorAll(await referralsOf(principal, { issued: 'by-caller' }));
    },

    /** The account's referrals, grouped by the patient they are for, each group newest first. */
    async overviewForPatient(principal: Principal): Promise<ReferralsOverview> {
      const stored = await referralsOf(principal, { issued: 'for-caller' });
      const now = clock();
      const groups = new Map<string, ReferralsOverview['patients'][number]>();
      for (const referral of stored) {
        const { id, firstName, lastName } = referral.patient;
        const group = groups.get(id) ?? { patient: { id, firstName, lastName }, referrals: [] };
        group.referrals.push(await toPatientReferral(deps.shopItems, referral, now, config.currency));
        groups.set(id, group);
      }
      return { patients: [...groups.values()] };
    },

    /**
     * Checks the referral each item of a checkout says it comes from: the buyer's own, still awaiting payment, and
     * listing that test (422 on the item otherwise). Answers the referrals and the doctor discount they bring.
     */
    checkForOrder: (principal: Principal, items: readonly { id: string; referralId: string | null }[]) =>
      checkOrderReferrals(db, principal, items),

    /** Reserves the checked referrals for the order being written, in its transaction `tx`. */
    reserveForOrder: linkOrderReferrals,

    /** Moves the referrals of an order just paid on to the doctor's commission, in the payment's transaction `tx`. */
    settlePaidOrder: (tx: DatabaseExecutor, paid: { orderId: string; accountId: string | null }, now: Date) =>
      moveReferralsOfPaidOrder(tx, SETTLING, paid, now),

    /** Cancels the referrals an order paid for once that order is refunded or cancelled, in its transaction `tx`. */
    cancelForUnpaidOrder: (tx: DatabaseExecutor, orderId: string, now: Date) =>
      cancelReferralsOfOrder(tx, SETTLING, orderId, now),

    /** Settles the referrals whose commission a monthly invoice took, in the invoice's transaction `tx`. */
    settleInvoiced: (tx: DatabaseExecutor, referralIds: readonly string[], now: Date) =>
      settleInvoicedReferrals(tx, INVOICING, referralIds, now),
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;

declare module 'fastify' {
  interface FastifyInstance {
    referrals: ReferralsService;
  }
}

export default fp(
  async function referralsService(fastify) {
    fastify.decorate(
      'referrals',
      createReferralsService({
        db: fastify.db,
        clock: fastify.clock,
        config: fastify.config,
        outbox: fastify.outbox,
        people: fastify.accounts.directory,
        placesAndTests: { placesOf: fastify.locations.placesOf, itemCodes: fastify.catalogue.itemCodes },
        findPatient: fastify.doctorAccess.findPatient,
        shopItems: fastify.catalogue.shopItems,
        // The doctor commission is registered after referrals (it settles referrals when it invoices them), so its
        // ledger is asked for through the instance when a doctor reads their referrals, not taken at registration.
        salariesOf: (doctorAccountId, referralIds) =>
          fastify.doctorCommission.netCommissionsOf(doctorAccountId, referralIds),
      }),
    );
  },
  {
    name: 'referrals-service',
    dependencies: [
      'database',
      'clock',
      'messaging',
      'accounts-service',
      'doctor-access-service',
      'locations-service',
      'catalogue-service',
    ],
  },
);

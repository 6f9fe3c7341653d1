import {
  REFERRAL_NOT_EDITABLE,
  REFERRAL_SMS_RESEND_AFTER_MS,
  REFERRAL_SMS_TOO_SOON,
  type DoctorReferral,
  type ReferralsOverview,
} from '@labshop/shared-contracts/core/api/referrals';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { giveBack, takeAttempt } from '../../platform/attempt-store';
import { HttpError, notFound, TooManyAttemptsError } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { isRecordId } from '../../platform/request-values';
import { readIssueReferral, readReferralDoctorData } from './referral-request';
import { toDoctorReferral, toPatientReferral } from './referral-shapes';
import { REFERRAL_TEXTS_PER_PATIENT, referralSms } from './referral-sms';
import {
  editReferral,
  findReferrals,
  insertReferral,
  issuedBy,
  issuedFor,
  claimSmsSlot,
  markSmsSent,
  oneOfDoctor,
  type StoredReferral,
} from './referral-store';

export interface ReferralsDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency' | 'siteUrl'>;
  outbox: MessageOutbox;
}

/** Referrals: a doctor issues, edits and re-sends; the patient reads and buys. */
export function createReferralsService(deps: ReferralsDependencies) {
  const { db, clock, config } = deps;

  async function ownReferral(doctorAccountId: string, referralId: string): Promise<StoredReferral> {
    if (!isRecordId(referralId)) throw notFound();
    const [referral] = await findReferrals(db, oneOfDoctor(doctorAccountId, referralId));
    if (!referral) throw notFound();
    return referral;
  }

  const forDoctor = async (referral: StoredReferral) => toDoctorReferral(db, referral, clock(), config.currency);

  return {
    /**
     * Issues a referral and, in the same transaction, queues the text that sends the patient its link. Past the
     * patient's referral texts of the day the referral stands untexted: the doctor may send it again later.
     */
    async issue(doctor: { id: string; address: string }, body: unknown): Promise<DoctorReferral> {
      const now = clock();
      const choice = await readIssueReferral(db, doctor.id, body, now, doctor.address);
      const text = await takeAttempt(db, REFERRAL_TEXTS_PER_PATIENT, choice.patientAccountId, now);
      try {
        const referral = await db.transaction(async (tx) => {
          const id = await insertReferral(tx, {
            doctorAccountId: doctor.id,
            patientAccountId: choice.patientAccountId,
            choice,
            now,
          });
          const [issued] = await findReferrals(tx, oneOfDoctor(doctor.id, id));
          if (!issued) throw new Error(`The referral ${id} was not found right after it was written`);
          if (text === null) return issued;
          await deps.outbox.queueSms(tx, referralSms(issued, config.siteUrl), { kind: 'referral-link' });
          await markSmsSent(tx, id, now);
          return { ...issued, smsSentAt: now };
        });
        return forDoctor(referral);
      } catch (error) {
        if (text !== null) await giveBack(db, [text]);
        throw error;
      }
    },

    /** New location and tests for a referral still awaiting payment: 404 for another's, 409 once paid. */
    async edit(doctorAccountId: string, referralId: string, body: unknown): Promise<DoctorReferral> {
      if (!isRecordId(referralId)) throw notFound();
      const choice = await readReferralDoctorData(db, body, clock());
      const outcome = await editReferral(db, { doctorAccountId, referralId, choice, now: clock() });
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'not-editable') throw new HttpError(409, REFERRAL_NOT_EDITABLE);
      return forDoctor(await ownReferral(doctorAccountId, referralId));
    },

    /**
     * Texts the referral's link to the patient again: 409 once it no longer awaits payment, 429 within a
     * minute of the last text or once the patient has had the day's referral texts. The text is queued in the
     * transaction that takes the minute, and delivered (and retried while the provider refuses it) from there.
     */
    async resend(doctorAccountId: string, referralId: string): Promise<DoctorReferral> {
      const referral = await ownReferral(doctorAccountId, referralId);
      if (referral.status !== 'awaiting_payment') throw new HttpError(409, REFERRAL_NOT_EDITABLE);
      const sentAt = clock();
      const text = await takeAttempt(db, REFERRAL_TEXTS_PER_PATIENT, referral.patient.id, sentAt);
      if (text === null) throw new TooManyAttemptsError(REFERRAL_TEXTS_PER_PATIENT.message);
      try {
        await db.transaction(async (tx) => {
          if (!(await claimSmsSlot(tx, referral.id, sentAt, REFERRAL_SMS_RESEND_AFTER_MS))) {
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

    async listForDoctor(doctorAccountId: string): Promise<DoctorReferral[]> {
      return Promise.all((await findReferrals(db, issuedBy(doctorAccountId))).map(forDoctor));
    },

    /** The account's referrals, grouped by the patient they are for, each group newest first. */
    async overviewForPatient(accountId: string): Promise<ReferralsOverview> {
      const stored = await findReferrals(db, issuedFor(accountId));
      const now = clock();
      const groups = new Map<string, ReferralsOverview['patients'][number]>();
      for (const referral of stored) {
        const { id, firstName, lastName } = referral.patient;
        const group = groups.get(id) ?? { patient: { id, firstName, lastName }, referrals: [] };
        group.referrals.push(await toPatientReferral(db, referral, now, config.currency));
        groups.set(id, group);
      }
      return { patients: [...groups.values()] };
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;

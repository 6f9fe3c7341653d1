import type { QuizAnswer, QuizAnswers, QuizRecord, QuizSubmission } from '@labshop/shared-contracts/core/api/quiz';
import {
  FEEDBACK_TEXT_MAX,
  WEIGHT_ENTRY_UNITS,
  WEIGHT_LOSS_MESSAGES,
  type WeightInput,
} from '@labshop/shared-contracts/core/api/weight-loss';
import type { AccountPatient } from '@labshop/shared-contracts/core';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { patientToday } from '../../platform/patient-day';
import { accountOf, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { AccountsService } from '../accounts/service';
import type { OrdersService } from '../orders/service';
import type { QuizService } from '../quiz/service';
import { refuseIfAny, weightGramsOf } from './check-input';
import { insertEntry, programmesNewestFirst, type StoredProgramme } from './store';

export interface CheckInDependencies {
  db: Database;
  clock: Clock;
  accounts: { patients: Pick<AccountsService['patients'], 'list'> };
  /** Each order names its people anew: the orders tell which of them is one of the account's patients. */
  orders: Pick<OrdersService, 'orderPatientIdsOfPerson'>;
  quiz: Pick<QuizService, 'keepCheckIn'>;
}

/** A check-in on its way to be kept: the quiz's answers, the patient's zone and whom it is for. */
export interface CheckIn {
  answers: QuizAnswers;
  timeZone: string | undefined;
  /** The account's added patient it is for; null for the account holder. */
  patientId: string | null;
}

const isWeightUnit = (unit: string): unit is WeightInput['unit'] =>
  (WEIGHT_ENTRY_UNITS as readonly string[]).includes(unit);

/** The weight answer as the programme takes a typed weight; null for one it cannot read. */
function weightInputOf(answer: QuizAnswer | undefined): WeightInput | null {
  const unit = answer?.unit ?? WEIGHT_ENTRY_UNITS[0];
  const [value, pounds] = (answer?.values ?? []).map(Number);
  if (!isWeightUnit(unit) || value === undefined || Number.isNaN(value)) return null;
  return unit === 'st-lb' ? { unit, value, pounds: pounds ?? 0 } : { unit, value };
}

/**
 * The check-in's own rules beyond the quiz's, on its answers by `answers.{question id}`: 'none' alone among the side
 * effects, and free texts short enough to read at a glance (the programme's form asks the same of its fields).
 */
function checkInAnswerErrors(answers: QuizAnswers): Record<string, string[]> {
  const sideEffects = answers['side-effects'];
  const tooLong = (text: string | undefined) => (text?.length ?? 0) > FEEDBACK_TEXT_MAX;
  return {
    ...(sideEffects?.values.includes('none') && sideEffects.values.length > 1
      ? { 'answers.side-effects': [WEIGHT_LOSS_MESSAGES.noneWithOthers] }
      : {}),
    ...(tooLong(sideEffects?.other) ? { 'answers.side-effects': [WEIGHT_LOSS_MESSAGES.textTooLong] } : {}),
    ...(tooLong(answers.comments?.values[0]) ? { 'answers.comments': [WEIGHT_LOSS_MESSAGES.textTooLong] } : {}),
  };
}

/**
 * The monthly check-in of a weight-loss programme, kept one way whichever path sent it (the programme's own form or
 * the general quiz endpoint): a weight-loss-feedback quiz record of the programme, for the programme's patient,
 * dated the patient's today, with its weight logged on the progress page in the same transaction.
 */
export function createCheckIns(deps: CheckInDependencies) {
  const { db, clock } = deps;

  /** One of the account's added patients by id; 404 for anything else, another account's patient included. */
  async function ownPatient(principal: Principal, patientId: string): Promise<AccountPatient> {
    const patients = isRecordId(patientId) ? (await deps.accounts.patients.list(principal)).patients : [];
    const patient = patients.find((candidate) => candidate.id === patientId);
    if (!patient) throw notFound();
    return patient;
  }

  /** The ids by which the account's orders name `patient`. */
  async function orderNamesOf(principal: Principal, patient: AccountPatient): Promise<Set<string>> {
    const accountId = accountOf(principal);
    if (accountId === null) return new Set();
    return new Set(await deps.orders.orderPatientIdsOfPerson(principal, patient, accountId));
  }

  const boughtFor = (programme: StoredProgramme, names: Set<string>) =>
    programme.orderPatientId !== null && names.has(programme.orderPatientId);

  /** Whether `programme` was bought for the added patient `patientId` (null: for the holder, not for one of them). */
  async function belongsTo(principal: Principal, programme: StoredProgramme, patientId: string | null) {
    if (patientId !== null)
      return boughtFor(programme, await orderNamesOf(principal, await ownPatient(principal, patientId)));
    const { patients } = await deps.accounts.patients.list(principal);
    const names = await Promise.all(patients.map((patient) => orderNamesOf(principal, patient)));
    return !names.some((ids) => boughtFor(programme, ids));
  }

  /** The one path: checks the day and the weight, then keeps the record and its weight together. */
  async function keep(principal: Principal, programme: StoredProgramme, checkIn: CheckIn): Promise<QuizRecord> {
    const today = patientToday(clock(), checkIn.timeZone);
    const weight = weightInputOf(checkIn.answers.weight);
    const grams = weight === null ? null : weightGramsOf(weight);
    refuseIfAny({
      ...checkInAnswerErrors(checkIn.answers),
      ...(today === null ? { timeZone: [WEIGHT_LOSS_MESSAGES.timeZone] } : {}),
      ...(checkIn.answers.weight !== undefined && grams === null
        ? { 'answers.weight': [WEIGHT_LOSS_MESSAGES.weightRange] }
        : {}),
    });
    return db.transaction(async (tx) => {
      // The quiz's own rules are checked first: a check-in they refuse logs no weight either.
      const record = await deps.quiz.keepCheckIn(tx, principal, {
        programmeId: programme.id,
        patientId: checkIn.patientId,
        answers: checkIn.answers,
        weightKg: grams! / 1000,
        date: today!,
      });
      await insertEntry(tx, {
        programmeId: programme.id,
        measuredOn: today!,
        weightGrams: grams!,
        enteredUnit: weight!.unit,
        source: 'feedback',
      });
      return record;
    });
  }

  return {
    /**
     * A check-in sent on the programme's own path for `programme` (found to be the principal's): for the added
     * patient named, when the programme was bought for them (422 by `patientId` otherwise), else for the holder.
     */
    async onProgramme(principal: Principal, programme: StoredProgramme, checkIn: CheckIn): Promise<QuizRecord> {
      if (checkIn.patientId !== null && !(await belongsTo(principal, programme, checkIn.patientId))) {
        refuseIfAny({ patientId: [WEIGHT_LOSS_MESSAGES.notPatientsProgramme] });
      }
      return keep(principal, programme, checkIn);
    },

    /**
     * A weight-loss-feedback record sent to the general quiz endpoint: the check-in of the programme the patient
     * follows now (the one of theirs started last); 422 by `programme` when they follow none.
     */
    async fromQuiz(principal: Principal, submission: QuizSubmission): Promise<QuizRecord> {
      const patientId = submission.patientId || null;
      if (patientId !== null) await ownPatient(principal, patientId);
      let active: StoredProgramme | undefined;
      for (const programme of await programmesNewestFirst(db, principal)) {
        if (await belongsTo(principal, programme, patientId)) {
          active = programme;
          break;
        }
      }
      if (!active) refuseIfAny({ programme: [WEIGHT_LOSS_MESSAGES.noProgramme] });
      return keep(principal, active!, { answers: submission.answers, timeZone: submission.timeZone, patientId });
    },
  };
}

export type CheckIns = ReturnType<typeof createCheckIns>;

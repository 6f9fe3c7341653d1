import fp from 'fastify-plugin';
import type { QuizAnswers, QuizRecord } from '@labshop/shared-contracts/core/api/quiz';
import {
  FEEDBACK_SATISFACTION,
  FEEDBACK_SIDE_EFFECTS,
  type ActiveWeightLossProgramme,
  type WeightEntry,
  type WeightEntryRequest,
  type WeightInput,
  type WeightLossEnrolment,
  type WeightLossFeedback,
  type WeightLossFeedbackRequest,
  type WeightLossGoalRequest,
  type WeightLossProgrammeOffer,
  type WeightLossProgress,
  WEIGHT_LOSS_MESSAGES,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { bmiOf } from '@labshop/shared-contracts/core';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { CatalogueService } from '../catalogue/service';
import type { PaidOrder } from '../orders/service';
import type { QuizService } from '../quiz/service';
import { patientToday } from '../../platform/patient-day';
import type { AccountsService } from '../accounts/service';
import type { OrdersService } from '../orders/service';
import { dayOf, feedbackErrors, heightMmOf, isPastOrToday, refuseIfAny, weightGramsOf } from './check-input';
import { createCheckIns } from './check-ins';
import { milestonesOf } from './milestones';
import { PROGRAMME_PRODUCTS, programmeOfPackage, programmeProduct, type ProgrammeProduct } from './programme-products';
import {
  findProgramme,
  entriesOf,
  insertEntry,
  insertProgrammes,
  latestProgramme,
  updateGoal,
  type StoredEntry,
  type StoredProgramme,
} from './store';

/** Where a patient reads the programme's own results: the page of the order that bought it shows each as it comes. */
export const programmeResultsPath = (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`;

export interface WeightLossDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency'>;
  /** The programmes' packages, their tests and prices: asked of the catalogue. */
  catalogue: Pick<CatalogueService, 'itemCodes' | 'packageDetail'>;
  /** The monthly check-ins are quiz records (weight-loss-feedback), kept and read by the quiz. */
  quiz: Pick<QuizService, 'keepCheckIn' | 'checkIns'>;
  /** Whom a check-in is for: the account's added patients, as its orders name them. */
  accounts: { patients: Pick<AccountsService['patients'], 'list'> };
  orders: Pick<OrdersService, 'orderPatientIdsOfPerson'>;
}

const kg = (grams: number) => grams / 1000;

function enrolmentOf(row: StoredProgramme): WeightLossEnrolment {
  return {
    id: row.id,
    product: row.product,
    name: programmeProduct(row.product)?.name ?? 'Weight-loss programme',
    patientName: row.patientName,
    startedOn: dayOf(row.startedAt),
    orderId: row.orderId,
    heightCm: row.heightMm === null ? null : row.heightMm / 10,
    targetWeightKg: row.targetWeightGrams === null ? null : kg(row.targetWeightGrams),
  };
}

function entryOf(row: StoredEntry, heightMm: number | null): WeightEntry {
  return {
    id: row.id,
    date: row.measuredOn,
    weightKg: kg(row.weightGrams),
    bmi: heightMm === null ? null : bmiOf(kg(row.weightGrams), heightMm / 10),
    source: row.source,
  };
}

const isSatisfaction = (value: string): value is WeightLossFeedback['satisfaction'] =>
  (FEEDBACK_SATISFACTION as readonly string[]).includes(value);
const isSideEffect = (value: string): value is WeightLossFeedback['sideEffects'][number] =>
  (FEEDBACK_SIDE_EFFECTS as readonly string[]).includes(value);

/** A weight as the quiz's measure answers hold it: what was typed, one entry per part of the unit. */
function weightAnswer(weight: WeightInput) {
  const values = weight.unit === 'st-lb' ? [weight.value, weight.pounds ?? 0] : [weight.value];
  return { values: values.map(String), unit: weight.unit };
}

/** The check-in's answers to the weight-loss feedback quiz, by its question ids. */
function checkInAnswers(request: WeightLossFeedbackRequest): QuizAnswers {
  const other = request.sideEffects.includes('other') ? request.sideEffectsOther?.trim() : undefined;
  const comments = request.comments?.trim();
  return {
    weight: weightAnswer(request.weight),
    'side-effects': { values: [...request.sideEffects], ...(other ? { other } : {}) },
    satisfaction: { values: [request.satisfaction] },
    ...(comments ? { comments: { values: [comments] } } : {}),
  };
}

/** A check-in kept as a quiz record, as the progress page shows it. */
function feedbackOf(record: QuizRecord): WeightLossFeedback {
  const satisfaction = record.answers.satisfaction?.values[0] ?? '';
  const sideEffects = record.answers['side-effects'];
  return {
    id: record.uuid,
    date: record.date,
    satisfaction: isSatisfaction(satisfaction) ? satisfaction : 'somewhat',
    sideEffects: (sideEffects?.values ?? []).filter(isSideEffect),
    sideEffectsOther: sideEffects?.other ?? null,
    weightKg: record.weightKg ?? 0,
    comments: record.answers.comments?.values[0] ?? null,
  };
}

/** The weight-loss programme: its products, starting it once paid, and what the patient logs while following it. */
export function createWeightLossService(deps: WeightLossDependencies) {
  const { db, clock, config } = deps;
  const checkIns = createCheckIns(deps);

  async function offerOf(product: ProgrammeProduct): Promise<WeightLossProgrammeOffer | null> {
    const detail = await deps.catalogue.packageDetail(product.packageSlug, {
      location: null,
      now: clock(),
      currency: config.currency,
    });
    if (!detail) return null;
    return {
      product: product.product,
      name: product.name,
      summary: product.summary,
      durationMonths: product.durationMonths,
      package: {
        id: detail.id,
        slug: detail.slug,
        name: detail.name,
        attributes: detail.attributes,
        includes: detail.contents.map((test) => ({ id: test.id, name: test.name })),
      },
      priceMinor: detail.price.priceMinor,
      currency: detail.currency,
      included: {
        tests: detail.contents.map((test) => test.name),
        consultations: product.consultations,
        consultationsText: product.consultationsText,
        followUp: product.followUp,
      },
    };
  }

  /** The principal's programme named by `programmeId`: 404 for one of another account, or none. */
  async function visibleProgramme(principal: Principal, programmeId: string): Promise<StoredProgramme> {
    const found = isRecordId(programmeId) ? await findProgramme(db, principal, programmeId) : null;
    if (!found) throw notFound();
    return found;
  }

  async function progress(principal: Principal, programmeId: string): Promise<WeightLossProgress> {
    const programme = await visibleProgramme(principal, programmeId);
    const [entries, checkIns] = await Promise.all([
      entriesOf(db, principal, programme.id),
      deps.quiz.checkIns(principal, programme.id),
    ]);
    const shownEntries = entries.map((entry) => entryOf(entry, programme.heightMm));
    const enrolment = enrolmentOf(programme);
    return {
      programme: enrolment,
      entries: shownEntries,
      feedback: checkIns.map(feedbackOf),
      milestones: milestonesOf({
        startedOn: enrolment.startedOn,
        targetWeightKg: enrolment.targetWeightKg,
        weights: shownEntries,
        feedbackDates: checkIns.map((record) => record.date),
      }),
      resultsHref: programmeResultsPath(programme.orderId),
    };
  }

  return {
    /** Every programme product whose package is on sale, priced at the default location. */
    async offers(): Promise<WeightLossProgrammeOffer[]> {
      const offers = await Promise.all(PROGRAMME_PRODUCTS.map(offerOf));
      return offers.filter((offer): offer is WeightLossProgrammeOffer => offer !== null);
    },

    /** One programme product; 404 for an unknown one. */
    async offer(product: string): Promise<WeightLossProgrammeOffer> {
      const known = programmeProduct(product);
      const offer = known ? await offerOf(known) : null;
      if (!offer) throw notFound();
      return offer;
    },

    /**
     * Starts a programme for each person a programme's package was bought for on an order just paid, in the
     * payment's transaction `tx`, once: a repeated or concurrent payment callback finds it started. An order
     * placed without an account starts none (nobody could follow it).
     */
    async startForPaidOrder(tx: DatabaseExecutor, paid: Omit<PaidOrder, 'now'>, now: Date): Promise<number> {
      if (paid.accountId === null || paid.items.length === 0) return 0;
      const codes = await deps.catalogue.itemCodes(
        paid.items.map((item) => item.testId),
        tx,
      );
      const accountId = paid.accountId;
      const rows = paid.items.flatMap((item) => {
        const code = codes.get(item.testId);
        const product = code?.kind === 'weight-loss-package' ? programmeOfPackage(code.slug) : undefined;
        if (!product) return [];
        return [
          {
            accountId,
            orderId: paid.orderId,
            orderPatientId: item.orderPatientId,
            patientName: item.patientName,
            product: product.product,
            packageTestId: item.testId,
            startedAt: now,
          },
        ];
      });
      return insertProgrammes(tx, rows);
    },

    /** The programme the principal follows now, if any. */
    async active(principal: Principal): Promise<ActiveWeightLossProgramme> {
      const row = await latestProgramme(db, principal);
      return { programme: row ? enrolmentOf(row) : null };
    },

    progress,

    /** Sets the height and the target weight the chart and BMI use; 422 by field. */
    async setGoal(principal: Principal, programmeId: string, goal: WeightLossGoalRequest): Promise<WeightLossProgress> {
      await visibleProgramme(principal, programmeId);
      const heightMm = heightMmOf(goal.height);
      const targetWeightGrams = weightGramsOf(goal.targetWeight);
      refuseIfAny({
        ...(heightMm === null ? { height: [WEIGHT_LOSS_MESSAGES.heightRange] } : {}),
        ...(targetWeightGrams === null ? { targetWeight: [WEIGHT_LOSS_MESSAGES.weightRange] } : {}),
      });
      await updateGoal(db, principal, programmeId, { heightMm: heightMm!, targetWeightGrams: targetWeightGrams! });
      return progress(principal, programmeId);
    },

    /** Logs a weight typed in any unit, kept in grams, on a day not after the patient's today; 422 by field. */
    async logWeight(principal: Principal, programmeId: string, request: WeightEntryRequest): Promise<WeightEntry> {
      const programme = await visibleProgramme(principal, programmeId);
      const today = patientToday(clock(), request.timeZone);
      const day = request.date ?? today;
      const grams = weightGramsOf(request.weight);
      refuseIfAny({
        ...(grams === null ? { weight: [WEIGHT_LOSS_MESSAGES.weightRange] } : {}),
        ...(today === null ? { timeZone: [WEIGHT_LOSS_MESSAGES.timeZone] } : {}),
        ...(today === null || day === null || isPastOrToday(day, today) ? {} : { date: [WEIGHT_LOSS_MESSAGES.date] }),
      });
      const entry = await insertEntry(db, {
        programmeId: programme.id,
        measuredOn: day!,
        weightGrams: grams!,
        enteredUnit: request.weight.unit,
        source: 'entry',
      });
      return entryOf(entry, programme.heightMm);
    },

    /**
     * The monthly check-in sent on the programme's own form, kept as every check-in is (see check-ins): a
     * weight-loss-feedback quiz record of the programme dated the patient's today, its weight logged too; 422 by
     * field.
     */
    async sendFeedback(
      principal: Principal,
      programmeId: string,
      request: WeightLossFeedbackRequest,
    ): Promise<WeightLossFeedback> {
      const programme = await visibleProgramme(principal, programmeId);
      refuseIfAny(feedbackErrors(request));
      const record = await checkIns.onProgramme(principal, programme, {
        answers: checkInAnswers(request),
        timeZone: request.timeZone,
        patientId: request.patientId || null,
      });
      return feedbackOf(record);
    },

    /** A weight-loss-feedback record sent to the general quiz endpoint, kept as the programme's own form keeps it. */
    checkInFromQuiz: checkIns.fromQuiz,
  };
}

export type WeightLossService = ReturnType<typeof createWeightLossService>;

declare module 'fastify' {
  interface FastifyInstance {
    weightLoss: WeightLossService;
  }
}

export default fp(
  async function weightLossService(fastify) {
    fastify.decorate(
      'weightLoss',
      createWeightLossService({
        db: fastify.db,
        clock: fastify.clock,
        config: fastify.config,
        catalogue: fastify.catalogue,
        quiz: fastify.quiz,
        accounts: fastify.accounts,
        orders: fastify.orders,
      }),
    );
    fastify.quiz.receiveCheckInsWith((principal, submission) =>
      fastify.weightLoss.checkInFromQuiz(principal, submission),
    );
    // A paid order starts the programme its weight-loss package was bought for, in the paying transaction.
    fastify.orders.whenPaid((tx, paid) =>
      fastify.weightLoss.startForPaidOrder(tx, paid, paid.now).then(() => undefined),
    );
  },
  {
    name: 'weight-loss-service',
    dependencies: ['database', 'clock', 'accounts-service', 'catalogue-service', 'orders-service', 'quiz-service'],
  },
);

import fp from 'fastify-plugin';
import type {
  ActiveWeightLossProgramme,
  WeightEntry,
  WeightEntryRequest,
  WeightLossEnrolment,
  WeightLossFeedback,
  WeightLossFeedbackRequest,
  WeightLossGoalRequest,
  WeightLossProgrammeOffer,
  WeightLossProgress,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { WEIGHT_LOSS_MESSAGES } from '@labshop/shared-contracts/core/api/weight-loss';
import { bmiOf } from '@labshop/shared-contracts/core';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { AppConfig } from '../../platform/config';
import { notFound } from '../../platform/errors';
import type { Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import type { CatalogueService } from '../catalogue/service';
import type { PaidOrder } from '../orders/service';
import { dayOf, feedbackErrors, heightMmOf, isPastOrToday, refuseIfAny, weightGramsOf } from './check-input';
import { milestonesOf } from './milestones';
import { PROGRAMME_PRODUCTS, programmeOfPackage, programmeProduct, type ProgrammeProduct } from './programme-products';
import {
  findProgramme,
  insertEntry,
  insertFeedback,
  insertProgrammes,
  latestProgramme,
  progressOf,
  updateGoal,
  type StoredEntry,
  type StoredFeedback,
  type StoredProgramme,
} from './store';

/** Where a patient reads their results: the programme's tests arrive there like any other. */
export const RESULTS_AREA_PATH = '/account/results';

export interface WeightLossDependencies {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'currency'>;
  /** The programmes' packages, their tests and prices: asked of the catalogue. */
  catalogue: Pick<CatalogueService, 'itemCodes' | 'packageDetail'>;
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

function feedbackOf(row: StoredFeedback): WeightLossFeedback {
  return {
    id: row.id,
    date: row.sentOn,
    satisfaction: row.satisfaction,
    sideEffects: row.sideEffects as WeightLossFeedback['sideEffects'],
    sideEffectsOther: row.sideEffectsOther,
    weightKg: kg(row.weightGrams),
    comments: row.comments,
  };
}

/** The weight-loss programme: its products, starting it once paid, and what the patient logs while following it. */
export function createWeightLossService(deps: WeightLossDependencies) {
  const { db, clock, config } = deps;

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
    const { entries, feedback } = await progressOf(db, principal, programme.id);
    const shownEntries = entries.map((entry) => entryOf(entry, programme.heightMm));
    const enrolment = enrolmentOf(programme);
    return {
      programme: enrolment,
      entries: shownEntries,
      feedback: feedback.map(feedbackOf),
      milestones: milestonesOf({
        startedOn: enrolment.startedOn,
        targetWeightKg: enrolment.targetWeightKg,
        weights: shownEntries,
        feedbackDates: feedback.map((row) => row.sentOn),
      }),
      resultsHref: RESULTS_AREA_PATH,
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

    /** Logs a weight typed in any unit, kept in grams; 422 by field. */
    async logWeight(principal: Principal, programmeId: string, request: WeightEntryRequest): Promise<WeightEntry> {
      const programme = await visibleProgramme(principal, programmeId);
      const today = dayOf(clock());
      const day = request.date ?? today;
      const grams = weightGramsOf(request.weight);
      refuseIfAny({
        ...(grams === null ? { weight: [WEIGHT_LOSS_MESSAGES.weightRange] } : {}),
        ...(isPastOrToday(day, today) ? {} : { date: [WEIGHT_LOSS_MESSAGES.date] }),
      });
      const entry = await insertEntry(db, {
        programmeId: programme.id,
        measuredOn: day,
        weightGrams: grams!,
        enteredUnit: request.weight.unit,
        source: 'entry',
      });
      return entryOf(entry, programme.heightMm);
    },

    /** The monthly check-in, with its weight logged on the progress page too; 422 by field. */
    async sendFeedback(
      principal: Principal,
      programmeId: string,
      request: WeightLossFeedbackRequest,
    ): Promise<WeightLossFeedback> {
      const programme = await visibleProgramme(principal, programmeId);
      refuseIfAny(feedbackErrors(request));
      const grams = weightGramsOf(request.weight)!;
      const today = dayOf(clock());
      return db.transaction(async (tx) => {
        await insertEntry(tx, {
          programmeId: programme.id,
          measuredOn: today,
          weightGrams: grams,
          enteredUnit: request.weight.unit,
          source: 'feedback',
        });
        const stored = await insertFeedback(tx, {
          programmeId: programme.id,
          sentOn: today,
          satisfaction: request.satisfaction,
          sideEffects: [...request.sideEffects],
          sideEffectsOther: request.sideEffects.includes('other') ? (request.sideEffectsOther?.trim() ?? null) : null,
          weightGrams: grams,
          comments: request.comments?.trim() || null,
        });
        return feedbackOf(stored);
      });
    },
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
      }),
    );
    // A paid order starts the programme its weight-loss package was bought for, in the paying transaction.
    fastify.orders.whenPaid((tx, paid) =>
      fastify.weightLoss.startForPaidOrder(tx, paid, paid.now).then(() => undefined),
    );
  },
  { name: 'weight-loss-service', dependencies: ['database', 'clock', 'catalogue-service', 'orders-service'] },
);

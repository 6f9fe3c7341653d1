import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { askedAnswers, bmiCategory, bmiOf, validateQuizAnswers } from '@labshop/shared-contracts/core';
import {
  QUIZ_RECORDS_LIMIT,
  QUIZ_TIME_ZONE_MESSAGE,
  type QuizAnswers,
  type QuizDefinition,
  type QuizKind,
  type QuizRecommendation,
  type QuizRecord,
  type QuizSubmission,
} from '@labshop/shared-contracts/core/api/quiz';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound, ValidationError, type FieldErrors } from '../../platform/errors';
import { patientToday } from '../../platform/patient-day';
import { accountOf, type Principal } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { newToken, sha256 } from '../../platform/secrets';
import type { AccountsService } from '../accounts/service';
import type { CatalogueService } from '../catalogue/service';
import type { RecommendationsService } from '../recommendations/service';
import { HEALTH_QUIZ } from './definitions/health';
import { WEIGHT_LOSS_FEEDBACK_QUIZ, WEIGHT_LOSS_QUIZ } from './definitions/weight-loss';
import {
  HEALTH_FALLBACK_RECOMMENDATIONS,
  HEALTH_RECOMMENDATION_RULES,
  MAX_HEALTH_RECOMMENDATIONS,
} from './recommendations/health-rules';
import { factsOf, measureOf } from './recommendations/recommend';
import { applyRules } from './recommendations/rule-language';
import {
  checkInsOfProgramme,
  findQuizRecord,
  insertQuizRecord,
  listQuizRecords,
  type QuizReader,
  type QuizRecordRow,
} from './store';

// The questionnaires change with releases, not with data entry, so they live in code rather than in tables.
const DEFINITIONS: readonly QuizDefinition[] = [HEALTH_QUIZ, WEIGHT_LOSS_QUIZ, WEIGHT_LOSS_FEEDBACK_QUIZ];

export const QUIZ_PATIENT_MESSAGE = 'Choose one of the patients of your account.';
export const QUIZ_RECOMMENDATIONS_TITLE = 'Recommended after your health quiz';
/** The quiz suggests; it never diagnoses, and every page that shows its results says so. */
export const QUIZ_NOT_A_DIAGNOSIS =
  'These suggestions come from your answers only. They are not a diagnosis: talk to a doctor about your results.';

interface QuizDeps {
  db: Database;
  clock: Clock;
  accounts: Pick<AccountsService, 'patients'>;
  catalogue: Pick<CatalogueService, 'publishedBySlug'>;
  recommendations: Pick<RecommendationsService, 'save'>;
}

function shapeOf(row: QuizRecordRow): QuizRecord {
  const bmi = row.weightKg !== null && row.heightCm !== null ? bmiOf(row.weightKg, row.heightCm) : null;
  return {
    uuid: row.id,
    kind: row.kind,
    date: row.date,
    patientId: row.patientId,
    answers: row.answers,
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    bmi: bmi === null ? null : { value: bmi, category: bmiCategory(bmi) },
    recommendations: row.recommendations,
  };
}

/** Keeps a weight-loss check-in sent to the general endpoint, as the programme keeps its own check-ins. */
export type CheckInReceiver = (principal: Principal, submission: QuizSubmission) => Promise<QuizRecord>;

export function createQuizService(deps: QuizDeps) {
  const { db, clock } = deps;
  // The programme registers it: a check-in belongs to its programme, which the quiz does not know.
  let checkInReceiver: CheckInReceiver | null = null;

  function findDefinition(kind: string): QuizDefinition | null {
    return DEFINITIONS.find((definition) => definition.kind === kind) ?? null;
  }

  /** The patient the record is for: the account holder (null) or one of the account's added patients. */
  async function checkedPatient(principal: Principal, patientId: string | null | undefined): Promise<string | null> {
    if (!patientId) return null;
    const own =
      principal.kind === 'account' && isRecordId(patientId)
        ? (await deps.accounts.patients.list(principal)).patients.some((patient) => patient.id === patientId)
        : false;
    if (!own) throw new ValidationError({ patientId: [QUIZ_PATIENT_MESSAGE] });
    return patientId;
  }

  async function recommend(
    definition: QuizDefinition,
    facts: ReturnType<typeof factsOf>,
  ): Promise<QuizRecommendation[]> {
    if (definition.kind !== 'health') return [];
    const picked = applyRules(
      HEALTH_RECOMMENDATION_RULES,
      HEALTH_FALLBACK_RECOMMENDATIONS,
      facts,
      MAX_HEALTH_RECOMMENDATIONS,
    );
    const items = await deps.catalogue.publishedBySlug(picked.map((pick) => pick.slug));
    // An item no longer on sale is left out rather than recommended without a way to buy it.
    return picked.flatMap(({ slug, reason }) => {
      const item = items.get(slug);
      return item ? [{ serviceId: item.id, slug, name: item.name, reason }] : [];
    });
  }

  /** The 422 of answers that break the quiz's rules, by `answers.{question id}`. */
  function refuseBrokenRules(definition: QuizDefinition, answers: QuizAnswers, skipped: readonly string[]): void {
    const messages = validateQuizAnswers(definition, answers, skipped);
    const errors: FieldErrors = Object.fromEntries(
      Object.entries(messages).map(([questionId, message]) => [`answers.${questionId}`, [message]]),
    );
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  return {
    findDefinition,

    /**
     * Keeps the answers to the `kind` questionnaire for the principal: an account's for itself (or the patient
     * chosen), anyone else's as a guest's, read back with the token answered once. Answers that break the quiz's
     * rules are 422 by `answers.{question id}`; answers to steps the patient was not asked are dropped.
     */
    async submit(principal: Principal, kind: string, submission: QuizSubmission): Promise<QuizRecord> {
      const definition = findDefinition(kind);
      if (!definition) throw notFound();
      if (definition.kind === 'weight-loss-feedback') {
        if (!checkInReceiver) throw new Error('No programme receives weight-loss check-ins');
        return checkInReceiver(principal, submission);
      }
      const skipped = submission.skippedSteps ?? [];
      refuseBrokenRules(definition, submission.answers, skipped);
      const patientId = await checkedPatient(principal, submission.patientId);
      const today = patientToday(clock(), submission.timeZone);
      if (today === null) throw new ValidationError({ timeZone: [QUIZ_TIME_ZONE_MESSAGE] });

      const answers = askedAnswers(definition, submission.answers, skipped);
      const weightKg = measureOf(definition, answers, 'weight');
      const heightCm = measureOf(definition, answers, 'height');
      const recommendations = await recommend(definition, factsOf(answers, weightKg, heightCm));
      const accountId = principal.kind === 'account' ? principal.accountId : null;
      const accessToken = accountId === null ? newToken() : null;
      const now = clock();
      const id = randomUUID();

      const row = await db.transaction(async (tx) => {
        const stored = await insertQuizRecord(tx, {
          id,
          kind: definition.kind,
          accountId,
          patientId,
          guestTokenHash: accessToken === null ? null : sha256(accessToken),
          date: today,
          answers,
          weightKg,
          heightCm,
          recommendations,
          createdAt: now,
        });
        if (definition.kind === 'health') {
          // The same uuid names the recommendations' page, which prices them where the patient buys.
          await deps.recommendations.save(
            { id, title: QUIZ_RECOMMENDATIONS_TITLE, note: QUIZ_NOT_A_DIAGNOSIS, createdAt: now },
            recommendations.map((item) => ({ testId: item.serviceId, reason: item.reason })),
            tx,
          );
        }
        return stored;
      });
      return accessToken === null ? shapeOf(row) : { ...shapeOf(row), accessToken };
    },

    /** A record the principal may read (its account's, or the guest's whose token is given); else 404. */
    async read(principal: Principal, id: string, guestToken: string | null): Promise<QuizRecord> {
      if (!isRecordId(id)) throw notFound();
      const reader: QuizReader =
        principal.kind === 'anonymous' && guestToken
          ? { kind: 'quiz-guest', tokenHash: sha256(guestToken) }
          : principal;
      const row = await findQuizRecord(db, reader, id);
      if (!row) throw notFound();
      return shapeOf(row);
    },

    /**
     * The account's own records of the `kind` questionnaire, newest first: its holder's and its added patients', or
     * only `patientId`'s (one of its patients; anything else finds none, as another account's records would).
     */
    async list(principal: Principal, kind: QuizKind, patientId: string | undefined): Promise<QuizRecord[]> {
      if (patientId !== undefined && !isRecordId(patientId)) return [];
      const rows = await listQuizRecords(db, principal, { kind, patientId, limit: QUIZ_RECORDS_LIMIT });
      return rows.map(shapeOf);
    },

    /** Hands every weight-loss-feedback record sent to `submit` to the programme's check-in path. */
    receiveCheckInsWith(receiver: CheckInReceiver): void {
      checkInReceiver = receiver;
    },

    /**
     * Keeps a monthly check-in of the weight-loss programme `programmeId` as a weight-loss-feedback record of the
     * account (for its added patient `patientId`, null for the holder), in the caller's transaction `tx` (the
     * programme logs its weight in the same one). The caller has found the programme to be the principal's and
     * the patient's; answers that break the quiz's rules are 422 as for any quiz.
     */
    async keepCheckIn(
      tx: DatabaseExecutor,
      principal: Principal,
      checkIn: { programmeId: string; patientId: string | null; answers: QuizAnswers; weightKg: number; date: string },
    ): Promise<QuizRecord> {
      const accountId = accountOf(principal);
      if (accountId === null) throw notFound();
      refuseBrokenRules(WEIGHT_LOSS_FEEDBACK_QUIZ, checkIn.answers, []);
      const row = await insertQuizRecord(tx, {
        id: randomUUID(),
        kind: 'weight-loss-feedback',
        accountId,
        patientId: checkIn.patientId,
        guestTokenHash: null,
        date: checkIn.date,
        answers: askedAnswers(WEIGHT_LOSS_FEEDBACK_QUIZ, checkIn.answers, []),
        weightKg: checkIn.weightKg,
        heightCm: null,
        programmeId: checkIn.programmeId,
        createdAt: clock(),
      });
      return shapeOf(row);
    },

    /** The check-ins of a programme the principal may see, oldest first. */
    async checkIns(principal: Principal, programmeId: string): Promise<QuizRecord[]> {
      if (!isRecordId(programmeId)) return [];
      return (await checkInsOfProgramme(db, principal, programmeId)).map(shapeOf);
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;

declare module 'fastify' {
  interface FastifyInstance {
    quiz: QuizService;
  }
}

export default fp(
  async function quizService(fastify) {
    fastify.decorate(
      'quiz',
      createQuizService({
        db: fastify.db,
        clock: fastify.clock,
        accounts: fastify.accounts,
        catalogue: fastify.catalogue,
        recommendations: fastify.recommendations,
      }),
    );
  },
  {
    name: 'quiz-service',
    dependencies: ['database', 'clock', 'accounts-service', 'catalogue-service', 'recommendations-service'],
  },
);

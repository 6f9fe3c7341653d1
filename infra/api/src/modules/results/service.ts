import fp from 'fastify-plugin';
import type { ResultsAnalysisEngine } from '@labshop/shared-contracts/core';
import { FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core/api/accounts';
import {
  RESULT_READY_EVENT,
  RESULT_VALUES_PAGE_SIZE,
  accountChannel,
  type PatientResults,
  type ResultDetail,
  type ResultReadyPayload,
  type ResultsAnalysisAnswer,
  type ResultsSeen,
} from '@labshop/shared-contracts/core/api/results';
import type { Database, DatabaseExecutor } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { HttpError, notFound } from '../../platform/errors';
import type { MessageOutbox } from '../../platform/messages/message-outbox';
import { accountOf, systemPrincipal, type Principal } from '../../platform/principal';
import type { AccountsService } from '../accounts/service';
import type { CatalogueService } from '../catalogue/service';
import type { OrdersService } from '../orders/service';
import { isRecordId } from '../../platform/request-values';
import type { Broadcaster } from '../realtime/service';
import { analysisEngineFor } from './analysis-engine';
import { archiveBundle } from './fhir-archive';
import { pdfFileName } from './pdf-download';
import { resultReadyMail } from './result-ready-notice';
import { statusOfReport, type ResultReader } from './result-shapes';
import type { SamePersonOnOrders } from './person';
import { archivePage, groupByPatient } from './results-by-patient';
import { mayReadResultsOf } from './store/access';
import { findAnalysisSource } from './store/analysis-source';
import { findLabPdf } from './store/lab-pdf';
import { findPatientArchive } from './store/patient-archive';
import { findResultDetail, type ValuesWanted } from './store/result-detail';
import { readyResultsOfAccounts, storedResultsToAnnounce } from './store/result-ready-notices';
import { listEntriesOf } from './store/results-list';
import { findResultsSeenAt, markResultsSeen } from './store/results-seen';
import { renderSummaryPdf } from './summary-pdf';
import { everyLabRangeOf } from './store/every-lab-range';

export interface ResultsServiceDeps {
  db: Database;
  clock: Clock;
  /** Reads results in plain English: the offline rule-based engine unless a language model is configured. */
  analysisEngine: ResultsAnalysisEngine;
  outbox: MessageOutbox;
  broadcaster: Broadcaster;
  siteUrl: string;
  /** Where to write to an account holder about their own result, and how they are named: the accounts' own to say. */
  people: Pick<AccountsService['directory'], 'emailsOf' | 'personOf'>;
  /** What the account ordered and the person a result is for, as their orders name them: the orders' own to say. */
  orders: Pick<
    OrdersService,
    | 'orderedPerson'
    | 'paidOrderedTestsOf'
    | 'analysisOrderedWith'
    | 'analysisOfferOf'
    | 'orderNumberOf'
    | 'orderedPersonOf'
    | 'orderPatientIdsOfPerson'
  >;
  /** How the ordered tests are named and coded: the catalogue's own to say. */
  catalogue: Pick<CatalogueService, 'itemCodes'>;
}

/**
 * A result just stored is announced to its own account, whoever's order it answers: the shop itself reads the name
 * its order gives the person.
 */
const ANNOUNCING = systemPrincipal('announce stored results');

/**
 * A result's reading takes the person's sex and age, and whether the analysis was paid for, from the result's
 * order, and a person's results across the account's orders are found by who that person is on them: the results'
 * access rule has allowed the reader the results, so the shop reads their orders for them.
 */
const READING = systemPrincipal('read the order of a result the reader may read');

/**
 * The tests an account ordered are listed with its results to whoever may read them (the account, a doctor it
 * shares with): the results' access rule has allowed the reader, so the shop reads the account's orders for them.
 */
const LISTING = systemPrincipal('list the ordered tests of an account whose results the reader may read');

/** The page of a result's values a screen reads, `RESULT_VALUES_PAGE_SIZE` values a page. */
const valuesPage = (page: number): ValuesWanted => ({ page, pageSize: RESULT_VALUES_PAGE_SIZE });

export function createResultsService(deps: ResultsServiceDeps) {
  const { db, clock } = deps;

  /**
   * The account whose results are read: the principal's own unless another is named (a doctor reading a patient who
   * shares with them). 404 when there is none or the principal may not read its results, by the results' access
   * rule in the store.
   */
  async function ownerFor(principal: Principal, named?: string): Promise<string> {
    const own = accountOf(principal);
    const owner = named ?? own;
    if (owner === null || !isRecordId(owner)) throw notFound();
    if (owner !== own && !(await mayReadResultsOf(db, principal, owner))) throw notFound();
    return owner;
  }

  /** A patient who shares their results with the principal: never the principal's own account, which is not shared. */
  async function sharingPatient(principal: Principal, patientAccountId: string): Promise<string> {
    if (patientAccountId === accountOf(principal)) throw notFound();
    return ownerFor(principal, patientAccountId);
  }

  const samePersonOnOrdersOf: SamePersonOnOrders = (person, accountId) =>
    deps.orders.orderPatientIdsOfPerson(READING, person, accountId);

  /** The patient reads the lab's notes written for them; a doctor they share with reads every note. */
  const readerFor = (principal: Principal, owner: string): ResultReader =>
    accountOf(principal) === owner ? 'patient' : 'clinician';

  /** Every entry of the owner's results list; `owner` has passed the results' access rule (`ownerFor`). */
  async function entriesOf(principal: Principal, owner: string) {
    return listEntriesOf(db, principal, owner, await deps.orders.paidOrderedTestsOf(LISTING, owner), deps.catalogue);
  }

  /** `owner` has passed the results' access rule (`ownerFor`), so the principal may read how its holder is named. */
  async function overviewOf(principal: Principal, owner: string): Promise<PatientResults[]> {
    const [entries, holder] = await Promise.all([entriesOf(principal, owner), deps.people.personOf(owner)]);
    return groupByPatient(entries, holder);
  }

  async function detailOf(
    principal: Principal,
    owner: string,
    resultId: string,
    wanted: ValuesWanted,
  ): Promise<ResultDetail> {
    if (!isRecordId(resultId)) throw notFound();
    const result = await findResultDetail(db, principal, owner, resultId, readerFor(principal, owner), wanted, {
      person: (orderPatientId) => deps.orders.orderedPerson(READING, orderPatientId),
      orderNumber: (orderLineId) => deps.orders.orderNumberOf(READING, orderLineId),
      analysisPaid: (orderLineId) => deps.orders.analysisOrderedWith(READING, orderLineId),
      samePersonOn: samePersonOnOrdersOf,
      // Buying the analysis is the account holder's: a doctor reading shared results is not offered it.
      ...(readerFor(principal, owner) === 'patient'
        ? { analysisOffer: (orderLineId: string) => deps.orders.analysisOfferOf(READING, orderLineId) }
        : {}),
    });
    if (result === null) throw notFound();
    return result;
  }

  /** One of the caller's own results with a page of its values (the first unless told); 404 for any other id. */
  const detail = async (principal: Principal, resultId: string, page = 1) =>
    detailOf(principal, await ownerFor(principal), resultId, valuesPage(page));

  return {
    /** The caller's results and ordered tests, grouped per patient (the results page). */
    overview: async (principal: Principal) => overviewOf(principal, await ownerFor(principal)),

    /** One page of the account's ready results, newest first. */
    async archive(principal: Principal, page: number, pageSize: number) {
      const owner = await ownerFor(principal);
      return archivePage(await entriesOf(principal, owner), page, pageSize);
    },

    detail,

    /**
     * A patient's results as a doctor they share them with reads them (the doctor's pages, which log each read):
     * 404 for anyone the patient does not share with, by the same access rule.
     */
    shared: {
      overview: async (principal: Principal, patientAccountId: string) =>
        overviewOf(principal, await sharingPatient(principal, patientAccountId)),
      detail: async (principal: Principal, patientAccountId: string, resultId: string, page = 1) =>
        detailOf(principal, await sharingPatient(principal, patientAccountId), resultId, valuesPage(page)),
    },

    /** The lab's own PDF of a result, as a download; 404 when it came without one. */
    async labPdf(principal: Principal, resultId: string) {
      const result = await detail(principal, resultId);
      const owner = await ownerFor(principal);
      const document = await findLabPdf(db, principal, owner, result.id);
      if (document === null) throw notFound();
      return { fileName: pdfFileName(result, 'lab-report'), data: document.data };
    },

    /** The printable summary of a result, made now, with every value: a printout leaves none out. */
    async summaryPdf(principal: Principal, resultId: string) {
      const result = await detailOf(principal, await ownerFor(principal), resultId, 'all');
      const labRanges = await everyLabRangeOf(db, result.id);
      return { fileName: pdfFileName(result, 'summary'), data: await renderSummaryPdf(result, clock(), labRanges) };
    },

    /** When the account holder last opened their results (null before the first time). */
    async seenAt(principal: Principal): Promise<ResultsSeen> {
      const seen = await findResultsSeenAt(db, await ownerFor(principal));
      return { seenAt: seen === null ? null : seen.toISOString() };
    },

    /** The account holder opens their results now: the mark moves forward, on every device alike. */
    async markSeen(principal: Principal): Promise<ResultsSeen> {
      return { seenAt: (await markResultsSeen(db, await ownerFor(principal), clock())).toISOString() };
    },

    /** The plain-English reading of a result: only when its order paid for the analysis (403 otherwise). */
    async analysis(principal: Principal, resultId: string): Promise<ResultsAnalysisAnswer> {
      const owner = await ownerFor(principal);
      if (!isRecordId(resultId)) throw notFound();
      const source = await findAnalysisSource(db, principal, owner, resultId, {
        person: (orderPatientId) => deps.orders.orderedPerson(READING, orderPatientId),
        analysisPaid: (orderLineId) => deps.orders.analysisOrderedWith(READING, orderLineId),
      });
      if (source === null) throw notFound();
      if (!source.purchased) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return deps.analysisEngine.analyse(source.input);
    },

    /** Every result of one person of the account, as a FHIR R4 Bundle the patient can take elsewhere. */
    async patientArchive(principal: Principal, orderPatientId: string) {
      const owner = await ownerFor(principal);
      if (!isRecordId(orderPatientId)) throw notFound();
      const archive = await findPatientArchive(
        db,
        principal,
        owner,
        orderPatientId,
        {
          personOf: (id, accountId) => deps.orders.orderedPersonOf(READING, id, accountId),
          samePersonOn: samePersonOnOrdersOf,
        },
        deps.catalogue,
      );
      if (archive === null) throw notFound();
      return archiveBundle(archive.patient, archive.results, clock());
    },

    /**
     * Queues, in the transaction that stored them, the e-mail telling each account a result of theirs is ready to
     * read (not preliminary). One notice per result, ever: a correction or a repeat sends none.
     */
    async queueReadyNotices(tx: DatabaseExecutor, resultIds: readonly string[]): Promise<void> {
      const ready = await readyResultsOfAccounts(tx, resultIds);
      const emails = await deps.people.emailsOf([...new Set(ready.map((result) => result.accountId))]);
      for (const result of ready) {
        const email = emails.get(result.accountId);
        if (email === undefined) continue;
        await deps.outbox.queueMail(tx, resultReadyMail(email, result.testName, result.id, deps.siteUrl), {
          kind: 'result-ready',
          key: `result-ready:${result.id}`,
        });
      }
    },

    /**
     * Tells each account whose results were just stored or corrected, on its private channel, so an open results
     * page updates and says so. Results of guests' orders have no account and nobody to tell. Called after the
     * change is committed, so a browser that fetches on the event finds the result.
     */
    async announceStored(resultIds: readonly string[]): Promise<void> {
      if (!deps.broadcaster.enabled) return;
      for (const row of await storedResultsToAnnounce(db, resultIds)) {
        if (row.accountId === null) continue;
        const person = await deps.orders.orderedPerson(ANNOUNCING, row.orderPatientId);
        if (person === null) continue;
        const payload: ResultReadyPayload = {
          resultId: row.resultId,
          testName: row.testName,
          status: statusOfReport(row.status),
          patientFirstName: person.firstName,
          outOfRange: Number(row.outOfRange),
          corrected: row.correctedAt !== null,
        };
        await deps.broadcaster.publish(accountChannel(row.accountId), RESULT_READY_EVENT, payload);
      }
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;

declare module 'fastify' {
  interface FastifyInstance {
    results: ResultsService;
  }
}

export default fp(
  async function resultsService(fastify) {
    fastify.decorate(
      'results',
      createResultsService({
        db: fastify.db,
        clock: fastify.clock,
        analysisEngine: analysisEngineFor(fastify.config.resultsAnalysis, fastify.log),
        outbox: fastify.outbox,
        broadcaster: fastify.broadcaster,
        siteUrl: fastify.config.siteUrl,
        people: fastify.accounts.directory,
        orders: fastify.orders,
        catalogue: fastify.catalogue,
      }),
    );
  },
  {
    name: 'results-service',
    dependencies: [
      'database',
      'clock',
      'config',
      'messaging',
      'broadcaster',
      'accounts-service',
      'orders-service',
      'catalogue-service',
    ],
  },
);

import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { DeliveredReport } from '@labshop/shared-contracts/core';
import type {
  DismissUnmatchedDelivery,
  MatchUnmatchedDelivery,
  UnmatchedDeliveryDetail,
  UnmatchedDeliverySummary,
  MarkedResult,
  MarkResultReviewed,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { LAB_CONTENT_TYPES, type LabDeliveryAnswer } from '@labshop/shared-contracts/core/api/results';
import type { Database, DatabaseExecutor } from '../../db/client';
import { UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { ANONYMOUS, systemPrincipal, type Principal } from '../../platform/principal';
import type { CatalogueService } from '../catalogue/service';
import type { OrdersService } from '../orders/service';
import { isRecordId } from '../../platform/request-values';
import { DeliveryError } from './delivery-errors';
import { parseDeliveredJson, refuseBrokenText } from './delivered-text';
import { readFhirBundle } from './fhir/read-bundle';
import { APPLICATION_INTERNAL_ERROR, buildAck } from './hl7/ack';
import { headerOfBytes, hl7TextOf, type ReceivedHl7 } from './hl7/received-message';
import { parseEr7 } from './hl7/er7';
import { readOruR01 } from './hl7/oru-r01';
import { detailOf, summaryOf } from './kept-report-views';
import { outcome, outcomeForError } from './operation-outcome';
import type { DeliverySources } from './delivery-sources';
import type { LabPrincipal } from './store/access';
import { findKeptReport, listOpenKeptReports } from './store/kept-report-list';
import { listMarkedForReview } from './store/marked-for-review';
import { findLabByKey, labTimeZone } from './store/labs';
import { valuesKeptAnswer, valuesKeptNote } from './values-kept-note';
import { dismissKeptReport, matchKeptReport } from './store/review-kept-report';
import { markResultReviewed } from './store/mark-result-reviewed';
import { storeDelivery } from './store/store-reports';

/** Said in the answer when some reports are kept for review rather than stored. */
export const KEPT_FOR_REVIEW = 'Accepted. Some reports match no paid ordered test and are kept for review.';
export const STORED = 'Accepted. Every report was stored.';

/** Lab messages can be large (many values, long notes); far more than any form, far less than a file upload. */
export const MESSAGE_LIMIT_BYTES = 5 * 1024 * 1024;

/** Said, in an AR, when the shop failed while handling a message: nothing of it was stored. */
export const UNEXPECTED_FAILURE = 'Unexpected error occurred. Nothing of the message was stored; send it again later.';

/** The answer when the shop itself failed: AR with HL7's application error, the lab's MSH-10 echoed. */
function unexpectedHl7Failure(bytes: Buffer, now: Date): DeliveryAnswer {
  return {
    statusCode: 500,
    body: buildAck(
      headerOfBytes(bytes),
      { code: 'AR', text: UNEXPECTED_FAILURE, error: { code: APPLICATION_INTERNAL_ERROR, location: null } },
      now,
    ),
  };
}

/** What a delivery is answered with: the status and the body in the lab's own format. */
export interface DeliveryAnswer {
  statusCode: number;
  body: unknown;
}

/**
 * What must happen with results a delivery or a review stored or corrected: the notices that commit with them,
 * and the live update told after the commit. The results service does both.
 */
export interface ResultsStoredHooks {
  queueReadyNotices(tx: DatabaseExecutor, resultIds: readonly string[]): Promise<void>;
  announceStored(resultIds: readonly string[]): Promise<void>;
}

/**
 * A lab matches its reports against every paid order by the number it echoes, whoever placed the order, and
 * corrects the results stored into them: the shop itself looks the orders up for it.
 */
const LAB_DELIVERY = systemPrincipal('lab delivery');

export function createLabDeliveryService(deps: {
  db: Database;
  clock: Clock;
  resultsStored: ResultsStoredHooks;
  /** The orders a report is matched to: their own service finds them by number, and a result's by its test. */
  orders: Pick<OrdersService, 'byNumber' | 'orderedTestIn'>;
  /** The codes an ordered test is matched by, and the tests inside a package: the catalogue's own to say. */
  catalogue: Pick<CatalogueService, 'itemCodes' | 'packageContents'>;
  /** Where a failure of the shop's own is told; the console when none is given (seeding). */
  log?: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, clock, resultsStored, orders, catalogue } = deps;
  const log = deps.log ?? { error: (details: unknown, message: string) => console.error(message, details) };
  const sources: DeliverySources = {
    paidOrderByNumber: (tx, number) => orders.byNumber(tx, LAB_DELIVERY, number),
    orderedTest: (tx, orderLineId, orderPatientId) =>
      orders.orderedTestIn(tx, LAB_DELIVERY, orderLineId, orderPatientId),
    itemCodes: (tx, ids) => catalogue.itemCodes(ids, tx),
    packageContents: (tx, packageIds) => catalogue.packageContents(packageIds, tx),
  };

  async function store(
    lab: LabPrincipal,
    format: 'fhir' | 'hl7v2',
    message: string,
    reports: DeliveredReport[],
    receivedAt: Date,
  ) {
    const { outcomes, changedResultIds } = await storeDelivery(
      db,
      lab,
      { format, message, reports, receivedAt },
      sources,
      (tx, resultIds) => resultsStored.queueReadyNotices(tx, resultIds),
    );
    await resultsStored.announceStored(changedResultIds);
    return outcomes;
  }

  /** The administrator reviewing, or 404: only an administrator reviews what labs delivered. */
  function reviewerOf(principal: Principal) {
    if (principal.kind !== 'account' || principal.role !== 'admin') throw notFound();
    return { id: principal.accountId, at: clock() };
  }

  return {
    /** The lab a delivery's key belongs to; anonymous for a wrong, unknown or withdrawn key. */
    async principalOfKey(apiKey: string | null): Promise<Principal> {
      const lab = await findLabByKey(db, apiKey);
      return lab === null ? ANONYMOUS : { kind: 'lab', labId: lab.id };
    },

    /**
     * An HL7 v2 ORU^R01 message, answered with an ACK: AA stored, AE wrong content, AR unreadable, refused or
     * failed here. Text is taken as it is; bytes are decoded in the charset the transport or MSH-18 declares.
     */
    async deliverHl7(principal: Principal, message: string | ReceivedHl7): Promise<DeliveryAnswer> {
      const received = typeof message === 'string' ? { bytes: Buffer.from(message), httpCharset: 'utf-8' } : message;
      const now = clock();
      // Read first and on its own, so even a message that cannot be read further has its MSH-10 echoed.
      const header = headerOfBytes(received.bytes);
      if (principal.kind !== 'lab') {
        return { statusCode: 401, body: buildAck(header, { code: 'AR', text: UNAUTHORIZED_MESSAGE }, now) };
      }
      try {
        const body = hl7TextOf(received);
        refuseBrokenText(body);
        const reports = readOruR01(parseEr7(body), await labTimeZone(db, principal.labId));
        const outcomes = await store(principal, 'hl7v2', body, reports, now);
        const keptForReview = outcomes.some((each) => each.status === 'unmatched');
        const summary = outcomes.map((each) => `${each.labReportId} ${each.status} ${each.id}`).join('; ');
        const text = `${keptForReview ? KEPT_FOR_REVIEW : STORED} ${summary}${valuesKeptNote(reports)}`;
        return { statusCode: keptForReview ? 202 : 200, body: buildAck(header, { code: 'AA', text }, now) };
      } catch (error) {
        if (!(error instanceof DeliveryError)) {
          log.error({ err: error }, 'An HL7 delivery failed unexpectedly');
          return unexpectedHl7Failure(received.bytes, now);
        }
        const code = error.kind === 'rejected' ? 'AR' : 'AE';
        return {
          statusCode: error.kind === 'rejected' ? 400 : 422,
          body: buildAck(
            header,
            { code, text: error.message, error: { code: error.code, location: error.location } },
            now,
          ),
        };
      }
    },

    /** An HL7 message larger than the shop reads, answered AR with what of its header arrived. */
    hl7TooLarge(head: Buffer): DeliveryAnswer {
      const text = `The message is larger than ${MESSAGE_LIMIT_BYTES / 1024 / 1024} MB; send its reports in several messages.`;
      return {
        statusCode: 413,
        body: buildAck(
          headerOfBytes(head),
          { code: 'AR', text, error: { code: APPLICATION_INTERNAL_ERROR, location: null } },
          clock(),
        ),
      };
    },

    /** Whatever failed while an HL7 message was handled, answered as an ACK a lab engine understands. */
    hl7Failure: (bytes: Buffer) => unexpectedHl7Failure(bytes, clock()),

    /** A FHIR R4 Bundle, answered with the outcome per report, or an OperationOutcome when something is wrong. */
    async deliverFhir(principal: Principal, body: string): Promise<DeliveryAnswer> {
      if (principal.kind !== 'lab') return { statusCode: 401, body: outcome('login', UNAUTHORIZED_MESSAGE) };
      const now = clock();
      try {
        const reports = readFhirBundle(parseDeliveredJson(body), await labTimeZone(db, principal.labId));
        const outcomes = await store(principal, 'fhir', body, reports, now);
        const answer: LabDeliveryAnswer = { reports: outcomes, ...valuesKeptAnswer(reports) };
        return { statusCode: outcomes.some((each) => each.status === 'unmatched') ? 202 : 201, body: answer };
      } catch (error) {
        if (!(error instanceof DeliveryError)) throw error;
        return {
          statusCode: error.kind === 'rejected' ? 400 : 422,
          body: outcomeForError(error.code, error.message, error.location),
        };
      }
    },

    /** A body in neither format a lab may send. */
    unsupported(): DeliveryAnswer {
      return {
        statusCode: 415,
        body: outcome('not-supported', `Send ${LAB_CONTENT_TYPES.fhir} or ${LAB_CONTENT_TYPES.hl7v2}.`),
      };
    },

    /** Stored results marked for review, or holding values marked for review, newest first, with the reasons. */
    async markedForReview(principal: Principal): Promise<MarkedResult[]> {
      return listMarkedForReview(db, principal);
    },

    /** Reports kept for review and not reviewed yet, newest first. */
    async openKeptReports(principal: Principal): Promise<UnmatchedDeliverySummary[]> {
      return (await listOpenKeptReports(db, principal)).map(summaryOf);
    },

    /** One kept report, open or reviewed, with every value read from the message; 404 when there is none. */
    async keptReport(principal: Principal, id: string): Promise<UnmatchedDeliveryDetail> {
      const row = isRecordId(id) ? await findKeptReport(db, principal, id) : null;
      if (row === null) throw notFound();
      return detailOf(row);
    },

    /**
     * An administrator matches a kept report to the order (and test) they name; its result is stored as a delivery
     * would store it, and its patient told after the commit.
     */
    async matchKeptReport(principal: Principal, id: string, input: MatchUnmatchedDelivery) {
      const matched = await matchKeptReport(db, principal, id, input, sources, reviewerOf(principal), (tx, resultIds) =>
        resultsStored.queueReadyNotices(tx, resultIds),
      );
      // Told after the commit, as a delivery tells it, so the patient's page finds the result when it fetches.
      await resultsStored.announceStored([matched.resultId]);
      return matched;
    },

    /** An administrator closes a kept report without storing it, with the reason. */
    async dismissKeptReport(principal: Principal, id: string, input: DismissUnmatchedDelivery) {
      return dismissKeptReport(db, principal, id, input, reviewerOf(principal));
    },

    /** An administrator reviewed a stored result marked for review: it leaves the list, the review recorded. */
    async markResultReviewed(principal: Principal, resultId: string, input: MarkResultReviewed) {
      return markResultReviewed(db, principal, resultId, input, reviewerOf(principal));
    },
  };
}

export type LabDeliveryService = ReturnType<typeof createLabDeliveryService>;

declare module 'fastify' {
  interface FastifyInstance {
    labDelivery: LabDeliveryService;
  }
}

export default fp(
  async function labDeliveryService(fastify) {
    fastify.decorate(
      'labDelivery',
      createLabDeliveryService({
        db: fastify.db,
        clock: fastify.clock,
        resultsStored: fastify.results,
        orders: fastify.orders,
        catalogue: fastify.catalogue,
        log: fastify.log,
      }),
    );
  },
  {
    name: 'lab-delivery-service',
    dependencies: ['database', 'clock', 'results-service', 'orders-service', 'catalogue-service'],
  },
);

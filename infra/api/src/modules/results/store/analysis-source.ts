import { and, asc, eq } from 'drizzle-orm';
import {
  ageOn,
  patientFacingName,
  type AnalysedObservation,
  type AnalysedPerson,
  type AnalysisInput,
} from '@labshop/shared-contracts/core';
import type { DatabaseExecutor } from '../../../db/client';
import { labResults, observations } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { resultsReadableBy } from './access';
import { valueOf } from '../result-shapes';

/**
 * What the result's order says, as the orders service tells it: the person's sex and birth date, and whether the
 * order paid for the analysis.
 */
export interface OrderedFacts {
  person(orderPatientId: string): Promise<{ sex: AnalysedPerson['sex']; birthDate: string | null } | null>;
  analysisPaid(orderLineId: string): Promise<boolean>;
}

export interface AnalysisSource {
  input: AnalysisInput;
  /** Whether the order the result belongs to paid for the analysis (its 'results-analysis' line). */
  purchased: boolean;
}

/**
 * A stored result of the account, read for the analysis; null when there is no such result for this account or
 * the principal may not read it.
 */
export async function findAnalysisSource(
  db: DatabaseExecutor,
  principal: Principal,
  ownerAccountId: string,
  resultId: string,
  ordered: OrderedFacts,
): Promise<AnalysisSource | null> {
  const [result] = await db
    .select({
      id: labResults.id,
      testName: labResults.testName,
      orderLineId: labResults.orderLineId,
      orderPatientId: labResults.orderPatientId,
      sampledAt: labResults.collectedAt,
      issuedAt: labResults.issuedAt,
      receivedAt: labResults.receivedAt,
    })
    .from(labResults)
    .where(
      and(
        eq(labResults.id, resultId),
        eq(labResults.accountId, ownerAccountId),
        resultsReadableBy(principal, labResults.accountId),
      ),
    );
  if (!result) return null;
  const [person, purchased] = await Promise.all([
    ordered.person(result.orderPatientId),
    ordered.analysisPaid(result.orderLineId),
  ]);
  if (person === null) return null;
  const rows = await db
    .select()
    .from(observations)
    .where(eq(observations.resultId, result.id))
    .orderBy(asc(observations.position));
  return {
    purchased,
    input: {
      testName: result.testName,
      person: analysedPerson({ ...result, ...person }),
      observations: rows.map((row): AnalysedObservation => ({
        loinc: row.loinc,
        // The reading is for the patient: it names each value as the result page does.
        name: patientFacingName(row.loinc, row.name),
        // A bounded number ('<5') keeps its comparator, so the reading never calls it an exact 5.
        value: valueOf(row),
        range: row.range,
        rangeSource: row.rangeSource,
        flag: row.flag,
      })),
    },
  };
}

/**
 * The person as the ranges saw them: sex, and age in full years on the day of the sample (the day the lab's
 * ranges were chosen for), never the birth date itself.
 */
function analysedPerson(result: {
  sex: AnalysedPerson['sex'];
  birthDate: string | null;
  sampledAt: Date | null;
  issuedAt: Date | null;
  receivedAt: Date;
}): AnalysedPerson {
  const sampledOn = (result.sampledAt ?? result.issuedAt ?? result.receivedAt).toISOString().slice(0, 10);
  return { sex: result.sex, ageInYears: result.birthDate === null ? null : ageOn(result.birthDate, sampledOn) };
}

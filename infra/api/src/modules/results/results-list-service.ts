import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PatientResults, ResultsEntry, ResultsPatient } from '@labshop/shared-contracts/api/results';
import type { Database } from '../../db/client';
import { accounts, labResults, observations, orderLines, orderPatients, orders, tests } from '../../db/schema';
import { orderNumber } from '../orders/order-number';
import { personKey, type PersonDetails } from './person';
import { isoOrNull, statusOfReport } from './result-shapes';

interface PatientRow extends PersonDetails {
  orderPatientId: string;
  sex: 'm' | 'f';
}

/** One entry with the person it is for, before entries are grouped per person. */
interface PersonEntry {
  patient: PatientRow;
  entry: ResultsEntry;
}

/**
 * Every ordered test of the account's paid orders with its results, one entry per result (a package reports
 * test by test) and one awaiting the sample for a test nothing has come back for yet. Newest first.
 */
export async function listAccountEntries(db: Database, accountId: string): Promise<PersonEntry[]> {
  const lines = await db
    .select({
      orderLineId: orderLines.id,
      orderNumber: orders.number,
      orderedAt: orders.createdAt,
      testName: tests.name,
      orderPatientId: orderPatients.id,
      firstName: orderPatients.firstName,
      lastName: orderPatients.lastName,
      pesel: orderPatients.pesel,
      birthDate: orderPatients.birthDate,
      sex: orderPatients.sex,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(orderPatients, eq(orderPatients.id, orderLines.orderPatientId))
    .innerJoin(tests, eq(tests.id, orderLines.testId))
    .where(and(eq(orders.accountId, accountId), eq(orders.status, 'paid'), eq(orderLines.kind, 'item')));
  if (lines.length === 0) return [];

  const results = await db
    .select({
      id: labResults.id,
      orderLineId: labResults.orderLineId,
      testName: labResults.testName,
      status: labResults.status,
      collectedAt: labResults.collectedAt,
      receivedAt: labResults.receivedAt,
      outOfRange: sql<number>`count(*) filter (where ${observations.flag} is not null and ${observations.flag} <> 'N')`,
      critical: sql<number>`count(*) filter (where ${observations.flag} in ('LL', 'HH'))`,
    })
    .from(labResults)
    .leftJoin(observations, eq(observations.resultId, labResults.id))
    .where(
      and(
        eq(labResults.accountId, accountId),
        inArray(
          labResults.orderLineId,
          lines.map((line) => line.orderLineId),
        ),
      ),
    )
    .groupBy(labResults.id);

  const entries: PersonEntry[] = [];
  for (const line of lines) {
    const patient: PatientRow = {
      orderPatientId: line.orderPatientId,
      firstName: line.firstName,
      lastName: line.lastName,
      pesel: line.pesel,
      birthDate: line.birthDate,
      sex: line.sex,
    };
    const common = {
      orderLineId: line.orderLineId,
      orderNumber: orderNumber(line.orderNumber),
      orderedAt: line.orderedAt.toISOString(),
    };
    const reported = results.filter((result) => result.orderLineId === line.orderLineId);
    if (reported.length === 0) {
      entries.push({
        patient,
        entry: {
          ...common,
          testName: line.testName,
          status: 'awaiting_sample',
          resultId: null,
          date: common.orderedAt,
          receivedAt: null,
          outOfRange: 0,
          critical: false,
        },
      });
    }
    for (const result of reported) {
      entries.push({
        patient,
        entry: {
          ...common,
          testName: result.testName,
          status: statusOfReport(result.status),
          resultId: result.id,
          date: (result.collectedAt ?? result.receivedAt).toISOString(),
          receivedAt: isoOrNull(result.receivedAt),
          outOfRange: Number(result.outOfRange),
          critical: Number(result.critical) > 0,
        },
      });
    }
  }
  return entries.sort(
    (a, b) => b.entry.date.localeCompare(a.entry.date) || a.entry.testName.localeCompare(b.entry.testName),
  );
}

/**
 * Entries grouped per person, each group newest first: the account holder first, then the family by name. A
 * person's `id` is their order-patient id on the newest order, which the archive export accepts.
 */
export async function groupByPatient(
  db: Database,
  accountId: string,
  entries: PersonEntry[],
): Promise<PatientResults[]> {
  const groups = new Map<string, { patient: ResultsPatient; entries: ResultsEntry[] }>();
  for (const { patient, entry } of entries) {
    const key = personKey(patient);
    const group = groups.get(key) ?? { patient: shapePatient(patient), entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  const [holder] = await db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      pesel: accounts.pesel,
      birthDate: accounts.birthDate,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const holderKey = holder === undefined ? null : personKey(holder);
  return [...groups.entries()]
    .sort(([keyA, a], [keyB, b]) => {
      if (keyA === holderKey) return -1;
      if (keyB === holderKey) return 1;
      return fullName(a.patient).localeCompare(fullName(b.patient));
    })
    .map(([, group]) => group);
}

const fullName = (patient: ResultsPatient) => `${patient.lastName} ${patient.firstName}`;

function shapePatient(patient: PatientRow): ResultsPatient {
  return {
    id: patient.orderPatientId,
    firstName: patient.firstName,
    lastName: patient.lastName,
    birthDate: patient.birthDate,
    sex: patient.sex,
  };
}

/** The account's results and referrals, grouped per patient (GET /api/results and a doctor's read of them). */
export async function loadResultsOverview(db: Database, accountId: string): Promise<PatientResults[]> {
  return groupByPatient(db, accountId, await listAccountEntries(db, accountId));
}

/** Ready results only, newest first, one page of them. */
export async function loadResultsArchive(db: Database, accountId: string, page: number, pageSize: number) {
  const ready = (await listAccountEntries(db, accountId)).filter(({ entry }) => entry.status === 'ready');
  return {
    entries: ready
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ patient, entry }) => ({ patient: shapePatient(patient), entry })),
    page,
    pageSize,
    total: ready.length,
  };
}

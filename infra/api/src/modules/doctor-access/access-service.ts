import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccessLogEntry, AccountDoctor } from '@labshop/shared-contracts/core/api/doctor-access';
import type { Database } from '../../db/client';
import { accounts, doctorAccess, resultsAccessLog } from '../../db/schema';
import { isoOrNull } from '../results/result-shapes';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

const isDoctorAccount = sql`'doctor' = any(${accounts.roles})`;

/** The account's doctors, as the account data lists them: those who asked, and those it shares with. */
export async function listAccountDoctors(db: Database, patientAccountId: string): Promise<AccountDoctor[]> {
  const rows = await db
    .select({ access: doctorAccess, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(doctorAccess)
    .innerJoin(accounts, eq(accounts.id, doctorAccess.doctorAccountId))
    .where(eq(doctorAccess.patientAccountId, patientAccountId))
    .orderBy(desc(doctorAccess.askForExaminations), desc(doctorAccess.updatedAt));
  return rows
    .filter(({ access }) => access.askForExaminations || access.addAccess)
    .map(({ access, ...doctor }) => shapeDoctor(access, fullName(doctor)));
}

function shapeDoctor(access: typeof doctorAccess.$inferSelect, name: string): AccountDoctor {
  return {
    id: access.doctorAccountId,
    name,
    ask_for_examinations: access.askForExaminations,
    add_access: access.addAccess,
    requested_at: isoOrNull(access.requestedAt),
    granted_at: isoOrNull(access.grantedAt),
  };
}

/**
 * The patient shares (true) or stops sharing (false) the result history with a doctor; either way a pending
 * request is answered. Null when `doctorAccountId` is not a doctor's account.
 */
export async function setDoctorAccess(
  db: Database,
  patientAccountId: string,
  doctorAccountId: string,
  addAccess: boolean,
  now: Date,
): Promise<AccountDoctor | null> {
  const [doctor] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(and(eq(accounts.id, doctorAccountId), isDoctorAccount));
  if (!doctor || doctorAccountId === patientAccountId) return null;
  const [access] = await db
    .insert(doctorAccess)
    .values({
      patientAccountId,
      doctorAccountId,
      askForExaminations: false,
      addAccess,
      grantedAt: addAccess ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [doctorAccess.patientAccountId, doctorAccess.doctorAccountId],
      set: {
        askForExaminations: false,
        addAccess,
        // Sharing again keeps the day it was first shared; stopping clears it.
        grantedAt: addAccess ? sql`coalesce(${doctorAccess.grantedAt}, ${now.toISOString()}::timestamptz)` : null,
        updatedAt: now,
      },
    })
    .returning();
  return access ? shapeDoctor(access, fullName(doctor)) : null;
}

/** A doctor asks a patient account for access; when it is already shared nothing changes. */
export async function requestAccess(db: Database, doctorAccountId: string, patientAccountId: string, now: Date) {
  const [access] = await db
    .insert(doctorAccess)
    .values({ patientAccountId, doctorAccountId, askForExaminations: true, requestedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [doctorAccess.patientAccountId, doctorAccess.doctorAccountId],
      set: {
        askForExaminations: sql`not ${doctorAccess.addAccess}`,
        requestedAt: sql`case when ${doctorAccess.addAccess} then ${doctorAccess.requestedAt} else ${now.toISOString()}::timestamptz end`,
        updatedAt: now,
      },
    })
    .returning();
  return access?.addAccess ? 'granted' : 'requested';
}

/** Whether the patient account shares its results with the doctor right now. */
export async function hasAccess(db: Database, doctorAccountId: string, patientAccountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doctorAccess.id })
    .from(doctorAccess)
    .where(
      and(
        eq(doctorAccess.doctorAccountId, doctorAccountId),
        eq(doctorAccess.patientAccountId, patientAccountId),
        eq(doctorAccess.addAccess, true),
      ),
    );
  return row !== undefined;
}

/** The patients who share with the doctor now, by name. */
export async function listSharedPatients(db: Database, doctorAccountId: string) {
  const rows = await db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      grantedAt: doctorAccess.grantedAt,
      updatedAt: doctorAccess.updatedAt,
    })
    .from(doctorAccess)
    .innerJoin(accounts, eq(accounts.id, doctorAccess.patientAccountId))
    .where(and(eq(doctorAccess.doctorAccountId, doctorAccountId), eq(doctorAccess.addAccess, true)))
    .orderBy(accounts.lastName, accounts.firstName);
  return rows.map((row) => ({
    id: row.id,
    name: fullName(row),
    granted_at: (row.grantedAt ?? row.updatedAt).toISOString(),
  }));
}

/** An account's full name, as the other side of a sharing sees it. */
export async function nameOfAccount(db: Database, accountId: string): Promise<string> {
  const [account] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account ? fullName(account) : '';
}

export interface DoctorRead {
  patientAccountId: string;
  doctorAccountId: string;
  action: 'viewed-results' | 'viewed-result';
  resultId: string | null;
  testName: string | null;
  at: Date;
}

export async function recordDoctorRead(db: Database, read: DoctorRead) {
  await db.insert(resultsAccessLog).values(read);
}

const doctorAccounts = alias(accounts, 'doctor_accounts');

/** Who saw my results: every read by a doctor, newest first. */
export async function listAccessLog(db: Database, patientAccountId: string): Promise<AccessLogEntry[]> {
  const rows = await db
    .select({
      id: resultsAccessLog.id,
      doctorId: resultsAccessLog.doctorAccountId,
      firstName: doctorAccounts.firstName,
      lastName: doctorAccounts.lastName,
      action: resultsAccessLog.action,
      resultId: resultsAccessLog.resultId,
      testName: resultsAccessLog.testName,
      at: resultsAccessLog.at,
    })
    .from(resultsAccessLog)
    .innerJoin(doctorAccounts, eq(doctorAccounts.id, resultsAccessLog.doctorAccountId))
    .where(eq(resultsAccessLog.patientAccountId, patientAccountId))
    .orderBy(desc(resultsAccessLog.at), desc(resultsAccessLog.id));
  return rows.map((row) => ({
    id: row.id,
    doctor: { id: row.doctorId, name: fullName(row) },
    action: row.action,
    resultId: row.resultId,
    testName: row.testName,
    at: row.at.toISOString(),
  }));
}

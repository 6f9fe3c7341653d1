import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { doctorAccess, resultsAccessLog } from '../../db/schema';
import { recordAudit } from '../../db/audit-log';
import type { Principal } from '../../platform/principal';
import { sharedWithDoctor } from './access';

export type DoctorAccessRow = typeof doctorAccess.$inferSelect;
export type AccessLogRow = typeof resultsAccessLog.$inferSelect;

/** The patient accounts sharing their results with the doctor now: the grant, as a list. */
export async function patientsSharingWith(db: Database, doctorAccountId: string): Promise<string[]> {
  const rows = await db
    .select({ patientAccountId: doctorAccess.patientAccountId })
    .from(doctorAccess)
    .where(sharedWithDoctor(doctorAccountId, doctorAccess.patientAccountId));
  return rows.map((row) => row.patientAccountId);
}

/**
 * The one access rule of a doctor's access record (a request and the sharing it leads to): the patient account it
 * is about, in whichever role it acts, and the doctor it names, acting as a doctor. Nobody else sees one.
 */
function accessVisibleTo(principal: Principal): SQL {
  if (principal.kind !== 'account') return sql`false`;
  const asPatient = eq(doctorAccess.patientAccountId, principal.accountId);
  if (principal.role !== 'doctor') return asPatient;
  return sql`(${asPatient} or ${eq(doctorAccess.doctorAccountId, principal.accountId)})`;
}

/** The principal's own doctors: every access record about it as a patient, the doctors who asked first. */
export async function accessOfPatient(db: Database, principal: Principal): Promise<DoctorAccessRow[]> {
  if (principal.kind !== 'account') return [];
  return db
    .select()
    .from(doctorAccess)
    .where(and(eq(doctorAccess.patientAccountId, principal.accountId), accessVisibleTo(principal)))
    .orderBy(desc(doctorAccess.askForExaminations), desc(doctorAccess.updatedAt));
}

/**
 * The principal (as the patient) shares (true) or stops sharing (false) its results with the doctor; either way a
 * pending request is answered. Sharing again keeps the day it was first shared; stopping clears it.
 */
export async function setSharing(
  db: Database,
  principal: Principal,
  doctorAccountId: string,
  addAccess: boolean,
  now: Date,
): Promise<DoctorAccessRow | null> {
  if (principal.kind !== 'account') return null;
  const [access] = await db
    .insert(doctorAccess)
    .values({
      patientAccountId: principal.accountId,
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
        grantedAt: addAccess ? sql`coalesce(${doctorAccess.grantedAt}, ${now.toISOString()}::timestamptz)` : null,
        updatedAt: now,
      },
    })
    .returning();
  return access ?? null;
}

/** The principal, acting as a doctor, asks a patient account for access; when it is already shared nothing changes. */
export async function askForAccess(
  db: Database,
  principal: Principal,
  patientAccountId: string,
  now: Date,
): Promise<DoctorAccessRow | null> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return null;
  const [access] = await db
    .insert(doctorAccess)
    .values({
      patientAccountId,
      doctorAccountId: principal.accountId,
      askForExaminations: true,
      requestedAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [doctorAccess.patientAccountId, doctorAccess.doctorAccountId],
      set: {
        askForExaminations: sql`not ${doctorAccess.addAccess}`,
        requestedAt: sql`case when ${doctorAccess.addAccess} then ${doctorAccess.requestedAt} else ${now.toISOString()}::timestamptz end`,
        updatedAt: now,
      },
    })
    .returning();
  return access ?? null;
}

/** The sharing records naming the principal as the doctor, of the patients who share with it now. */
export async function sharingsWithDoctor(db: Database, principal: Principal): Promise<DoctorAccessRow[]> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return [];
  return db
    .select()
    .from(doctorAccess)
    .where(
      and(
        eq(doctorAccess.doctorAccountId, principal.accountId),
        eq(doctorAccess.addAccess, true),
        accessVisibleTo(principal),
      ),
    );
}

/** Whether the patient account shares its results with the principal, acting as a doctor, right now. */
export async function sharesWith(db: Database, principal: Principal, patientAccountId: string): Promise<boolean> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return false;
  const [row] = await db
    .select({ id: doctorAccess.id })
    .from(doctorAccess)
    .where(
      and(
        eq(doctorAccess.patientAccountId, patientAccountId),
        sharedWithDoctor(principal.accountId, doctorAccess.patientAccountId),
      ),
    );
  return row !== undefined;
}

/**
 * A doctor's read of a patient's results, written for the patient to see and to the audit log; only by a doctor the
 * patient shares with.
 */
export async function recordDoctorRead(
  db: Database,
  principal: Principal,
  read: Pick<AccessLogRow, 'patientAccountId' | 'action' | 'resultId' | 'testName' | 'at'>,
): Promise<void> {
  if (principal.kind !== 'account' || principal.role !== 'doctor') return;
  const doctorAccountId = principal.accountId;
  // The patient's own record of the read and the shop's audit log are written together.
  await db.transaction(async (tx) => {
    await tx.insert(resultsAccessLog).values({ ...read, doctorAccountId });
    await recordAudit(tx, {
      event: 'doctor_read_results',
      actorId: doctorAccountId,
      accountId: read.patientAccountId,
      record: read.resultId
        ? { type: 'lab_result', id: read.resultId }
        : { type: 'account', id: read.patientAccountId },
      details: { action: read.action, testName: read.testName },
    });
  });
}

/** Who saw the principal's results: every read by a doctor, newest first; only the patient account sees it. */
export async function accessLogOf(db: Database, principal: Principal): Promise<AccessLogRow[]> {
  if (principal.kind !== 'account') return [];
  return db
    .select()
    .from(resultsAccessLog)
    .where(eq(resultsAccessLog.patientAccountId, principal.accountId))
    .orderBy(desc(resultsAccessLog.at), desc(resultsAccessLog.id));
}
